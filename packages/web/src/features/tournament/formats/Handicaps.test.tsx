import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { renderApp } from '#web/test/renderApp';
import { savedBodies, serveTournament } from '../test/serveTournament';
import { buildTournament } from '../test/builders';

/*
 * A handicapped event: the organiser gives points off the start or legs in hand, by hand or from
 * the players' averages; everyone reads each player's handicap, and with legs in hand the legs
 * thrown beside each result and in the tables.
 */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./FormatSheet')]);
}, 60_000);

describe('handicaps', () => {
  it('works legs in hand out from the averages, lets the organiser change one and saves them', async () => {
    const tournament = buildTournament(3, { format: 'groups', formatOptions: { groups: 1 } });
    const [one, two, three] = tournament.sides;
    const api = serveTournament(tournament, ['manageTournaments'], {
      [`GET /api/Tournament/${tournament.id}/Averages`]: {
        body: {
          sides: [
            { sideId: one!.id, average: 60, legs: 10 },
            { sideId: two!.id, average: 49, legs: 4 },
            { sideId: three!.id, average: null, legs: 0 },
          ],
        },
      },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByText('Handicaps'));
    await user.selectOptions(screen.getByLabelText('Handicap'), 'Legs in hand');
    await user.click(screen.getByRole('button', { name: 'Work out from averages' }));
    expect(await screen.findByText('49.00 over 4 legs')).toBeTruthy();
    expect(screen.getByText('no legs recorded')).toBeTruthy();
    expect((screen.getByLabelText('Handicap for Player 2') as HTMLInputElement).value).toBe('1');
    await user.type(screen.getByLabelText('Handicap for Player 3'), '1');
    await user.click(screen.getByRole('button', { name: 'Save handicaps' }));
    const saved = savedBodies(api).at(-1)!;
    expect(saved.formatOptions).toEqual({ groups: 1, handicap: 'legs' });
    expect(saved.sides.map((s) => s.handicap)).toEqual([undefined, 1, 1]);
    const players = await screen.findByRole('region', { name: 'Players' });
    await vi.waitFor(() => expect(within(players).getAllByText('1 leg in hand')).toHaveLength(2));
  });

  it('shows the legs thrown beside a result counting legs in hand, and in the group table', async () => {
    const base = buildTournament(3, { format: 'groups', formatOptions: { groups: 1, handicap: 'legs' } });
    const sides = base.sides.map((s, i) => (i === 2 ? { ...s, handicap: 1 } : s));
    // Group A's first match, Player 2 v Player 3: 2-2 counted, Player 3 threw 1 leg with 1 in hand.
    const tournament = {
      ...base,
      sides,
      results: [{ matchId: 'G1-1-1', scoreA: 2, scoreB: 2, saygId: null }],
    };
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    const group = await screen.findByRole('region', { name: 'Group A' });
    expect(group.textContent).toContain('thrown 2 - 1, Player 3 1 in hand');
    const table = screen.getByRole('table', { name: 'Group A' });
    expect(within(table).getByRole('columnheader', { name: 'Thrown' })).toBeTruthy();
    const row = within(table).getByRole('rowheader', { name: 'Player 3' }).closest('tr')!;
    // Counted +/- 0, thrown -1.
    expect([...row.querySelectorAll('td')].map((td) => td.textContent).slice(-2)).toEqual(['0', '-1']);
  });

  it('says each player’s start to a visitor and gives them no editor', async () => {
    const base = buildTournament(2, { format: 'swiss', formatOptions: { handicap: 'start' } });
    const tournament = { ...base, sides: base.sides.map((s, i) => (i === 1 ? { ...s, handicap: 60 } : s)) };
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByText('from 441')).toBeTruthy();
    expect(screen.queryByText('Handicaps')).toBeNull();
  });
});
