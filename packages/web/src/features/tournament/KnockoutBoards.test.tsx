import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { serveTournament } from './test/serveTournament';
import { buildMatchTournament, buildTournament } from './test/builders';

/* The knockout sheet's boards: its call list for everyone, moving a call and unsaved results for those who keep the results. */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await Promise.all([import('./TournamentPage'), import('./KnockoutBoards'), import('./dialogs/loaders')]);
}, 60_000);

/** Player 1 v Player 2 (m1) called to Board 1, Board 2 free. */
const called = () => ({
  ...buildMatchTournament(null),
  boards: ['Board 1', 'Board 2'],
  calls: [{ boardId: 'Board 1', matchId: 'm1', since: '2025-03-01T19:00:00Z' }],
});

describe("a knockout's boards", () => {
  it('shows a visitor which match each board has', async () => {
    const tournament = called();
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(within(list).getByRole('listitem').textContent).toBe('Board 1: Player 1 v Player 2');
    expect(screen.queryByRole('combobox', { name: /Board for/ })).toBeNull();
  });

  it('lets whoever keeps the results move a match to another board', async () => {
    const tournament = called();
    const api = serveTournament(tournament, ['enterTournamentResults'], {
      [`PUT /api/Tournament/${tournament.id}/Call`]: {
        body: envelope({ ...tournament, calls: [{ boardId: 'Board 2', matchId: 'm1', since: 'now' }] }),
      },
      [`GET /api/Tournament/${tournament.id}/Unsaved`]: { body: { results: [] } },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(within(list).getByRole('listitem', { name: 'Board 2' }).textContent).toBe('Board 2: free');
    await user.selectOptions(
      within(list).getByRole('combobox', { name: 'Board for Player 1 v Player 2' }),
      'Board 2',
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/Tournament/${tournament.id}/Call`)[0]?.body).toEqual({
        matchId: 'm1',
        boardId: 'Board 2',
      }),
    );
    await waitFor(() =>
      expect(within(list).getByRole('listitem', { name: 'Board 1' }).textContent).toBe('Board 1: free'),
    );
  });

  it("saves a knockout result left unsaved by its match's sides", async () => {
    const tournament = buildMatchTournament('sayg-1');
    const [a, b] = tournament.sides;
    const api = serveTournament(tournament, ['enterTournamentResults'], {
      [`GET /api/Tournament/${tournament.id}/Unsaved`]: {
        body: { results: [{ matchId: 'm1', scoreA: 2, scoreB: 1, finished: '2025-03-01T20:15:00Z' }] },
      },
      [`PATCH /api/Tournament/${tournament.id}`]: { body: envelope(tournament) },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    expect(flag.textContent).toContain('m1 Player 1 v Player 2: won 2 - 1 on its scorer at');
    await user.click(within(flag).getByRole('button', { name: 'Save m1 2 - 1' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/Tournament/${tournament.id}`)[0]?.body).toEqual({
        round: { match: { sideA: a!.id, sideB: b!.id, scoreA: 2, scoreB: 1 }, nextRound: null },
      }),
    );
  });

  it('fetches nothing of the boards for a visitor of a knockout without them', async () => {
    const tournament = buildTournament(4);
    const api = serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByText('Venue winner');
    expect(screen.queryByRole('region', { name: 'Call list' })).toBeNull();
    expect(api.callsTo('GET', `/api/Tournament/${tournament.id}/Unsaved`)).toHaveLength(0);
  });
});
