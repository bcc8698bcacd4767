import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { savedBodies, serveTournament } from '../test/serveTournament';
import { buildTournament } from '../test/builders';

/* The venue's boards: the organiser says how many; everyone (the TV too) reads which match each has. */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./FormatSheet')]);
}, 60_000);

describe('boards', () => {
  it('lets the organiser number the boards', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    const api = serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.type(await screen.findByLabelText('Boards at the venue'), '3');
    await user.click(screen.getByRole('button', { name: 'Save boards' }));
    expect(savedBodies(api).at(-1)!.boards).toEqual(['Board 1', 'Board 2', 'Board 3']);
  });

  it('shows a visitor and the TV which match each board has', async () => {
    const tournament = buildTournament(4, {
      format: 'doubleElimination',
      formatOptions: {},
      boards: ['Board 1', 'Board 2'],
      calls: [
        { boardId: 'Board 1', matchId: 'W1-1', since: '2025-03-01T19:00:00Z' },
        { boardId: 'Board 2', matchId: 'W1-2', since: '2025-03-01T19:00:00Z' },
      ],
    });
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}?widescreen=true`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Board 1: Player 1 v Player 4', 'Board 2: Player 2 v Player 3']);
    expect(screen.queryByLabelText('Boards at the venue')).toBeNull();
  });

  it('names the fixture holding a board of the venue it shares that night, for whoever keeps the results', async () => {
    const tournament = buildTournament(4, {
      format: 'doubleElimination',
      formatOptions: {},
      boards: ['Board 1', 'Board 2'],
      calls: [{ boardId: 'Board 2', matchId: 'W1-1', since: '2025-03-01T19:00:00Z' }],
      boardsTaken: [{ boardId: 'Board 1', by: 'Crown v Anchor' }],
    });
    serveTournament(tournament, ['enterTournamentResults']);
    renderApp(`/tournament/${tournament.id}`);
    // The list calls are moved in, once its part has loaded.
    const waiting = await screen.findByRole('list', { name: 'Waiting for a board' });
    expect(waiting.textContent).toContain('Player 2 v Player 3');
    expect(screen.getByRole('listitem', { name: 'Board 1' }).textContent).toBe(
      'Board 1: in use: Crown v Anchor',
    );
  });

  it('tells whoever keeps the results of a match won on its scorer whose result never reached the sheet', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    const api = serveTournament(tournament, ['enterTournamentResults'], {
      [`GET /api/Tournament/${tournament.id}/Unsaved`]: {
        body: { results: [{ matchId: 'W1-1', scoreA: 2, scoreB: 1, finished: '2025-03-01T20:15:00Z' }] },
      },
      [`PATCH /api/Tournament/${tournament.id}`]: { body: envelope(tournament) },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    expect(flag.textContent).toContain('W1-1 Player 1 v Player 4: won 2 - 1 on its scorer at');
    await user.click(within(flag).getByRole('button', { name: 'Save W1-1 2 - 1' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/Tournament/${tournament.id}`)[0]?.body).toEqual({
        result: { matchId: 'W1-1', scoreA: 2, scoreB: 1 },
      }),
    );
  });

  it('asks nothing of unsaved results for a visitor', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    const api = serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('region', { name: "Winners' bracket round 1" });
    expect(api.callsTo('GET', `/api/Tournament/${tournament.id}/Unsaved`)).toHaveLength(0);
  });
});
