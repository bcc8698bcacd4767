import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import {
  GAME_ID,
  SAYG_ID,
  awayPlayers,
  buildGame,
  homePlayers,
  match,
  serve,
} from '#web/features/scorecard/test/fixtures';
import { serverRecord } from '#web/features/scoring/test/records';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/*
 * /device/board on a fixture night: the board's device opens the card's match called to it with the
 * scorecard's leg-by-leg scorer, and saves that match on the card (its record's link, its legs won).
 */

beforeAll(async () => {
  await Promise.all([
    import('./DevicePage'),
    import('./BoardScorer'),
    import('#web/features/scorecard/CalledCardScoring'),
  ]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

const singles = (i: number) =>
  match({ id: `m${i}`, homePlayers: [homePlayers[i]!], awayPlayers: [awayPlayers[i]!] });

describe('a board’s scorer device on a fixture night', () => {
  it('opens the card’s match called to its board and links its record on the card', async () => {
    const game = buildGame({ matches: [singles(0), singles(1)] });
    const api = serve(game, null, {
      'GET /api/Device/Board': {
        body: {
          board: 'Board 2',
          call: { tournamentId: null, fixtureId: GAME_ID, matchId: 'm1', since: '2026-11-28T19:00:00Z' },
        },
      },
      // The server answers with the card as saved: match 2 linked to its record.
      [`PUT /api/Scores/${GAME_ID}`]: {
        body: envelope({ ...game, matches: [singles(0), { ...singles(1), saygId: SAYG_ID }] }),
      },
      'POST /api/Sayg': (call) => ({
        body: envelope(serverRecord(call.body as SaygState, 1, { id: SAYG_ID, editToken: 'token' })),
      }),
    });
    renderApp('/device/board');
    expect(await screen.findByRole('heading', { name: 'Board 2' })).toBeTruthy();
    expect(await screen.findByText('Now on this board: Bella v Yusuf (match 2)')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Match 2: Bella vs Yusuf' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PUT', `/api/Scores/${GAME_ID}`).length).toBeGreaterThan(0));
    const saved = api.callsTo('PUT', `/api/Scores/${GAME_ID}`).at(-1)!.body as {
      matches: { saygId: string | null }[];
      lastUpdated: string;
    };
    expect(saved.matches.map((m) => m.saygId)).toEqual([null, SAYG_ID]);
    expect(saved.lastUpdated).toBe(game.updated);
  });
});
