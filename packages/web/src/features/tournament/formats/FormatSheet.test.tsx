import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { renderApp } from '#web/test/renderApp';
import { savedBodies, serveTournament } from '../test/serveTournament';
import { buildTournament } from '../test/builders';

/*
 * A tournament of a planned format: the organiser picks the format in Edit tournament, a scorer
 * enters results match by match and the sheet fills the next matches; a visitor reads it.
 */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await Promise.all([
    import('../TournamentPage'),
    import('./FormatSheet'),
    import('../dialogs/EditTournamentDialog'),
  ]);
}, 60_000);

const puts = savedBodies;

describe('a planned format’s sheet', () => {
  it('lets the organiser turn a knockout into a double elimination', async () => {
    const tournament = buildTournament(4);
    const api = serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'Double elimination');
    await user.click(within(dialog).getByRole('switch', { name: /Play a reset/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(puts(api).at(-1)).toMatchObject({
      format: 'doubleElimination',
      formatOptions: { reset: false },
      results: [],
    });
    expect(await screen.findByRole('region', { name: "Winners' bracket round 1" })).toBeTruthy();
  });

  it('takes a scorer’s result and fills the next matches', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const losers = await screen.findByRole('region', { name: "Losers' bracket round 1" });
    expect(losers.textContent).toContain('Loser of W1-1');
    await user.type(screen.getByLabelText('Legs won by Player 1 in W1-1'), '2');
    await user.type(screen.getByLabelText('Legs won by Player 4 in W1-1'), '1');
    await user.click(screen.getByRole('button', { name: 'Save W1-1' }));
    expect(puts(api).at(-1)!.results).toEqual([{ matchId: 'W1-1', scoreA: 2, scoreB: 1, saygId: null }]);
    const after = await screen.findByRole('region', { name: "Losers' bracket round 1" });
    await vi.waitFor(() => expect(after.textContent).toContain('Player 4'));
  });

  it('drops a later result a changed result puts on other players', async () => {
    const results = ['W1-1', 'W1-2', 'W2-1'].map((matchId) => ({
      matchId,
      scoreA: 2,
      scoreB: 0,
      saygId: null,
    }));
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {}, results });
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.clear(await screen.findByLabelText('Legs won by Player 1 in W1-1'));
    await user.type(screen.getByLabelText('Legs won by Player 1 in W1-1'), '0');
    await user.clear(screen.getByLabelText('Legs won by Player 4 in W1-1'));
    await user.type(screen.getByLabelText('Legs won by Player 4 in W1-1'), '2');
    await user.click(screen.getByRole('button', { name: 'Save W1-1' }));
    expect(
      puts(api)
        .at(-1)!
        .results.map((r) => r.matchId),
    ).toEqual(['W1-2', 'W1-1']);
  });

  it('checks players in and draws the order from a recorded seed until the first result', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const tournament = buildTournament(4, { format: 'swiss', formatOptions: {} });
    const api = serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByLabelText('Player 3 is here'));
    expect(
      puts(api)
        .at(-1)!
        .sides.map((s) => s.noShow),
    ).toEqual([false, false, true, false]);
    expect(await screen.findByText('Not checked in: Player 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(puts(api).at(-1)!.formatOptions).toEqual({ drawSeed: Math.floor(0.25 * (2 ** 31 - 1)) });
    expect(await screen.findByText(`Drawn from seed ${Math.floor(0.25 * (2 ** 31 - 1))}.`)).toBeTruthy();
  });

  it('shows the TV layout read-only, without the players', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    serveTournament(tournament, ['manageTournaments']);
    renderApp(`/tournament/${tournament.id}?widescreen=true`);
    await screen.findByRole('region', { name: "Winners' bracket round 1" });
    expect(document.querySelector('.format-sheet.format-tv')).not.toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Players' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Standard layout' })).toBeTruthy();
  });

  it('is read-only to a visitor, with the winner once decided and the 180s and hi-checks', async () => {
    const results = ['W1-1', 'W1-2', 'W2-1', 'L1-1', 'L2-1', 'GF1'].map((matchId) => ({
      matchId,
      scoreA: 2,
      scoreB: 0,
      saygId: null,
    }));
    const base = buildTournament(4, { format: 'doubleElimination', formatOptions: {}, results });
    const [one] = base.sides[0]!.players;
    const tournament = {
      ...base,
      oneEighties: [one!, one!],
      over100Checkouts: [{ ...one!, score: 121 }],
    };
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('region', { name: 'Grand final' });
    expect(screen.getByRole('region', { name: '180s' }).textContent).toContain('Player 1 x 2');
    expect(screen.getByRole('region', { name: 'Hi-checks' }).textContent).toContain('Player 1 (121)');
    expect(screen.queryByRole('button', { name: 'Edit 180s' })).toBeNull();
    expect(document.querySelector('.format-winner')?.textContent).toBe('Winner: Player 1');
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
