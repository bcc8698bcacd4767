import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEST_OF_INVALID, removeSideQuestion } from '@darts/core/tournament/validation';
import { TOURNAMENT_HI_CHECK_RANGE } from '@darts/core/tournament/accolades';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { savedBodies, serveTournament } from './test/serveTournament';
import { buildSide, buildTournament } from './test/builders';

/*
 * The sheet's other dialogs and buttons: Edit tournament (Save or Close, saves on close, best of
 * given to every round), the 180s and hi-checks dialogs, the match's best of and team scores,
 * removing a side, the Draw's end at the first result, copy link and the TV layout.
 */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await Promise.all([
    import('./TournamentPage'),
    import('./dialogs/EditMatchDialog'),
    import('./dialogs/SideDialog'),
    import('./dialogs/AccoladesDialog'),
    import('./dialogs/EditTournamentDialog'),
  ]);
}, 60_000);

/** A 4-side tournament whose first semi-final is saved, 2-1 to Player 1. */
function withSemiFinal(overrides: Partial<TournamentDto> = {}): TournamentDto {
  const t = buildTournament(4, overrides);
  const [a, b] = t.sides;
  return {
    ...t,
    round: {
      id: null,
      name: null,
      matches: [{ id: 'm1', sideA: a!, sideB: b!, scoreA: 2, scoreB: 1, saygId: null }],
      matchOptions: [{ playerCount: 1, startingScore: 501, numberOfLegs: 3 }],
      nextRound: null,
    },
  };
}

const puts = savedBodies;

describe('Edit tournament', () => {
  it('shows Close until something changes, refuses a best of under 3, and saves on close', async () => {
    const tournament = withSemiFinal();
    const api = serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit tournament' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    // The footer's button reads Close (the header has its own close button too).
    const footer = dialog.querySelector('.modal-footer') as HTMLElement;
    await user.click(within(footer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit tournament' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    const bestOf = within(dialog).getByLabelText('Best of');
    expect(bestOf.getAttribute('min')).toBe('3');
    await user.clear(bestOf);
    await user.type(bestOf, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(BEST_OF_INVALID)).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    // Closing with a change saves it: the new best of reaches every round's match options.
    await user.clear(bestOf);
    await user.type(bestOf, '9');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    const saved = puts(api)[0]!;
    expect(saved.bestOf).toBe(9);
    expect(saved.round?.matchOptions.map((o) => o?.numberOfLegs)).toEqual([9]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a knockout its notes and report switches, and a single round its host, opponent and gender instead', async () => {
    const tournament = buildTournament(2);
    serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    const knockout = ['Notes', 'Include 180s and hi-checks in the players table', 'Exclude from reports'];
    const night = ['Host', 'Opponent', 'Gender'];
    for (const label of knockout) expect(within(dialog).getByLabelText(label)).toBeTruthy();
    for (const label of night) expect(within(dialog).queryByLabelText(label)).toBeNull();
    await user.click(within(dialog).getByLabelText('Single round (superleague)'));
    for (const label of knockout) expect(within(dialog).queryByLabelText(label)).toBeNull();
    for (const label of night) expect(within(dialog).getByLabelText(label)).toBeTruthy();
  });

  it('is only for manageTournaments', async () => {
    const tournament = buildTournament(2);
    serveTournament(tournament, ['enterTournamentResults']);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('button', { name: 'Edit M1' });
    expect(screen.queryByRole('button', { name: 'Edit tournament' })).toBeNull();
  });
});

describe('the 180s and hi-checks dialogs', () => {
  it('adds two 180s of a player, shown as "x 2" in the box once saved', async () => {
    const tournament = buildTournament(2);
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit 180s' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 180s' });
    await user.selectOptions(within(dialog).getByLabelText('Player'), 'Player 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Player 1 x 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.oneEighties.map((p) => p.name)).toEqual(['Player 1', 'Player 1']);
    const box = screen.getByRole('region', { name: '180s' });
    await waitFor(() => expect(within(box).getByText('Player 1 x 2')).toBeTruthy());
  });

  it('refuses a hi-check outside 100 to 170 and saves one within', async () => {
    const tournament = buildTournament(2);
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit hi-checks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hi-checks' });
    await user.selectOptions(within(dialog).getByLabelText('Player'), 'Player 2');
    await user.type(within(dialog).getByLabelText('Score'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(TOURNAMENT_HI_CHECK_RANGE)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Score'));
    await user.type(within(dialog).getByLabelText('Score'), '121');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.over100Checkouts).toMatchObject([{ name: 'Player 2', score: 121 }]);
    const box = screen.getByRole('region', { name: 'Hi-checks' });
    await waitFor(() => expect(within(box).getByText('Player 2 (121)')).toBeTruthy());
  });

  it('are not offered to visitors', async () => {
    const tournament = buildTournament(2);
    fakeFetch({
      'GET /api/Account': { status: 204 },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('region', { name: '180s' });
    expect(screen.queryByRole('button', { name: 'Edit 180s' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit hi-checks' })).toBeNull();
  });
});

describe('Edit match', () => {
  it('refuses a best of that is not a whole number of at least 1', async () => {
    const tournament = buildTournament(2);
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit M1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    const bestOf = within(dialog).getByLabelText('Best of');
    expect(bestOf.getAttribute('min')).toBe('1');
    await user.clear(bestOf);
    await user.type(bestOf, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(BEST_OF_INVALID)).toBeTruthy();
    expect(puts(api)).toHaveLength(0);
  });

  it('says how many legs are needed when a score decides nothing, and saves one that does', async () => {
    const tournament = buildTournament(2, { bestOf: 7 });
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit M1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    await user.selectOptions(within(dialog).getByLabelText('Side A score'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Side B score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText(
        'A best of 7 is won with 4 legs: a score of 3-1 decides nothing, so nobody goes through',
      ),
    ).toBeTruthy();
    expect(puts(api)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Side A score'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.round?.matches[0]).toMatchObject({ scoreA: 4, scoreB: 1 });
  });

  it('offers only Win or Lose between teams, a win being more than half the legs', async () => {
    const teams = ['Alpha', 'Bravo'].map((name, i) => buildSide(name, { teamId: `team-${i}`, players: [] }));
    const tournament = buildTournament(0, { sides: teams, bestOf: 5 });
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit M1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    const score = within(dialog).getByLabelText('Side A score') as HTMLSelectElement;
    expect([...score.options].map((o) => o.text)).toEqual(['-', 'Win', 'Lose']);
    await user.selectOptions(score, 'Win');
    await user.selectOptions(within(dialog).getByLabelText('Side B score'), 'Lose');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.round?.matches[0]).toMatchObject({ scoreA: 3, scoreB: 0 });
    await waitFor(() => expect(screen.getByTestId('venue-winner').textContent).toBe('Alpha'));
  });
});

describe('sides and the Draw', () => {
  it('asks before removing a side', async () => {
    const tournament = buildTournament(3);
    const api = serveTournament(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const playing = await screen.findByRole('region', { name: 'Playing' });
    await user.click(within(playing).getByRole('button', { name: 'Player 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit side' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete side' }));
    expect(confirm).toHaveBeenCalledWith(removeSideQuestion('Player 3'));
    expect(puts(api)).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete side' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.sides.map((s) => s.name)).toEqual(['Player 1', 'Player 2']);
  });

  it('offers no Draw once a result is in', async () => {
    const tournament = withSemiFinal();
    serveTournament(tournament, ['enterTournamentResults']);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('button', { name: 'Edit M1' });
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
  });
});

describe('the toolbar', () => {
  it('copies the link of the sheet, or shows it when the clipboard refuses', async () => {
    const tournament = buildTournament(2);
    fakeFetch({
      'GET /api/Account': { status: 204 },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const link = `${window.location.origin}/tournament/${tournament.id}`;
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`Copy this link: ${link}`)).toBeTruthy();
  });

  it('switches to the TV layout and back', async () => {
    const tournament = buildTournament(2);
    fakeFetch({
      'GET /api/Account': { status: 204 },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('link', { name: 'TV layout' }));
    await waitFor(() => expect(document.querySelector('.tournament-sheet.tournament-tv')).not.toBeNull());
    await user.click(screen.getByRole('link', { name: 'Standard layout' }));
    await waitFor(() => expect(document.querySelector('.tournament-tv')).toBeNull());
  });
});
