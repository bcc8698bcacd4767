import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatchTournament } from '#web/features/tournament/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/*
 * /device/board: a board's scorer device shows its board and the match called to it, opens that
 * match's scoring screen by itself, and waits for the next call when its board is free.
 */

beforeAll(async () => {
  await Promise.all([import('./DevicePage'), import('./BoardScorer')]);
}, 60_000);

describe('a board’s scorer device', () => {
  it('opens the match called to its board on the scoring screen', async () => {
    const tournament = buildMatchTournament(null);
    const api = fakeFetch({
      'GET /api/Device/Board': {
        body: {
          board: 'Board 3',
          call: { tournamentId: tournament.id, matchId: 'm1', since: '2026-11-28T19:00:00Z' },
        },
      },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
      [`POST /api/Tournament/${tournament.id}`]: { status: 500, body: { errors: ['not in this test'] } },
    });
    renderApp('/device/board');
    expect(await screen.findByRole('heading', { name: 'Board 3' })).toBeTruthy();
    expect(await screen.findByText('Now on this board: Player 1 v Player 2')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Player 1 vs Player 2' })).toBeTruthy();
    // The screen starts the match's record for the board (the server holds the device to its call).
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/Tournament/${tournament.id}`)[0]?.body).toMatchObject({
        matchId: 'm1',
      }),
    );
  });

  it('waits for the next match while its board is free', async () => {
    fakeFetch({ 'GET /api/Device/Board': { body: { board: 'Board 3', call: null } } });
    renderApp('/device/board');
    expect(await screen.findByRole('heading', { name: 'Board 3' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Waiting for the next match');
  });

  it('says why when the device is not a board’s scorer', async () => {
    fakeFetch({
      'GET /api/Device/Board': {
        status: 403,
        body: {
          errors: ['Only a board’s scorer device has a board: sign this device in with the code on /device'],
        },
      },
    });
    renderApp('/device/board');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only a board’s scorer device has a board',
    );
  });
});
