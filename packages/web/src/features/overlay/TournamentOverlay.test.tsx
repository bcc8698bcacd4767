import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentSide } from '@darts/core/tournament/types';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { buildMatchTournament, buildTournament } from '#web/features/tournament/test/builders';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* A tournament as a stream overlay: a knockout's bracket, a format's tables, following each result live. */

let connection: FakeLiveConnection;
beforeAll(async () => {
  await Promise.all([import('./OverlayPage'), import('./TournamentOverlay')]);
}, 60_000);
beforeEach(() => {
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

function serve(tournament: TournamentDto) {
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access('useWebSockets') }) },
    'GET /api/Feature': { body: [] },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
  });
}

/** Each match of a round as the viewer reads it: "M1 Player 1 2 Player 4 0". */
const matches = (round: string) =>
  within(screen.getByRole('region', { name: round }))
    .getAllByRole('listitem')
    .map((match) =>
      [...match.querySelectorAll('span')]
        .map((s) => s.textContent)
        .filter(Boolean)
        .join(' '),
    );

describe('the tournament overlay', () => {
  it('shows a knockout’s bracket on a transparent page and follows its results live', async () => {
    const tournament = buildTournament(4);
    serve(tournament);
    renderApp(`/overlay/tournament/${tournament.id}`);
    expect(await screen.findByRole('region', { name: 'Final' })).toBeTruthy();
    expect(document.documentElement.classList.contains('overlay-mode')).toBe(true);
    expect(screen.getByLabelText('Tournament').textContent).toMatch(/^Singles at The Crown - /);
    expect(matches('Semi-Final')).toEqual(['M1 Player 1 Player 2', 'M2 Player 3 Player 4']);
    expect(matches('Final')).toEqual(['M3 winner(M1) winner(M2)']);
    await act(async () => {
      await Promise.resolve();
    });
    expect(connection.active()).toEqual([`Tournament:${tournament.id}`]);

    // The semi-finals and the final are saved as the sheet saves them: each result arrives live.
    const [one, two, three, four] = tournament.sides as [
      TournamentSide,
      TournamentSide,
      TournamentSide,
      TournamentSide,
    ];
    const match = (sideA: TournamentSide, sideB: TournamentSide, scoreA: number, scoreB: number) => ({
      id: `${sideA.id}-${sideB.id}`,
      sideA,
      sideB,
      scoreA,
      scoreB,
      saygId: null,
    });
    const round = (matches: ReturnType<typeof match>[], nextRound: TournamentDto['round']) => ({
      id: null,
      name: null,
      matches,
      matchOptions: [],
      nextRound,
    });
    const played: TournamentDto = {
      ...tournament,
      round: round([match(one, two, 2, 0), match(three, four, 1, 2)], round([match(one, four, 1, 2)], null)),
    };
    act(() => connection.update(tournament.id, played));
    await waitFor(() => expect(matches('Final')).toEqual(['M3 Player 1 1 Player 4 2']));
    expect(matches('Semi-Final')).toEqual(['M1 Player 1 2 Player 2 0', 'M2 Player 3 1 Player 4 2']);
    expect(screen.getByLabelText('Tournament').textContent).toMatch(/Winner: Player 4$/);
    // Each match's winner stands out: name and legs.
    expect([...document.querySelectorAll('.overlay-won')].map((won) => won.textContent)).toEqual([
      'Player 12',
      'Player 42',
      'Player 42',
    ]);
  });

  it('shows a groups event’s tables and its knockout', async () => {
    const results = ['G1-1-1', 'G1-2-1', 'G1-3-1'].map((matchId) => ({
      matchId,
      scoreA: 2,
      scoreB: 1,
      saygId: null,
    }));
    const tournament = buildTournament(6, { format: 'groups', formatOptions: { groups: 2 }, results });
    serve(tournament);
    renderApp(`/overlay/tournament/${tournament.id}`);
    const groupA = await screen.findByRole('table', { name: 'Group A' });
    const rows = within(groupA)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent).join(' '));
    expect(rows).toHaveLength(3);
    // Three results of three players: each played two, and the legs balance.
    expect(rows.map((row) => row.split(' ').slice(-4)[0])).toEqual(['2', '2', '2']);
    expect(screen.getByRole('table', { name: 'Group B' })).toBeTruthy();
    // The groups' matches are in their tables; the knockout waits for the groups' places.
    expect(screen.queryByRole('region', { name: 'Group A' })).toBeNull();
    expect(document.querySelector('.overlay-rounds')?.textContent).toMatch(/Group [AB] (1st|2nd)/);
  });

  it('shows a single round’s matches and their legs', async () => {
    const tournament = buildMatchTournament(null);
    const [match] = tournament.round!.matches;
    serve({
      ...tournament,
      singleRound: true,
      host: 'Ash Arms',
      opponent: 'Bay Horse',
      round: { ...tournament.round!, matches: [{ ...match!, scoreA: 1, scoreB: 2 }] },
    });
    renderApp(`/overlay/tournament/${tournament.id}`);
    expect(await screen.findByRole('region', { name: 'Matches' })).toBeTruthy();
    expect(matches('Matches')).toEqual(['Player 1 1 Player 2 2']);
    expect(screen.getByLabelText('Tournament').textContent).toMatch(/^Ash Arms vs Bay Horse - /);
  });

  it('names a tournament it does not have', async () => {
    const id = '00000000-0000-4000-9000-999999999999';
    fakeFetch({ 'GET /api/Feature': { body: [] }, [`GET /api/Tournament/${id}`]: { status: 204 } });
    renderApp(`/overlay/tournament/${id}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Tournament not found');
  });
});
