import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fixture } from '@darts/core/contract/fixture';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { GAME_ID, SAYG_ID, admin, awayPlayers, buildGame, homePlayers, match, serve } from './test/fixtures';

/*
 * Results left unsaved on a fixture night's card: whoever keeps the results is told of a match won
 * on its scorer whose score never reached the card, and saves it at a tap.
 */

// The lazy part's code is here before the tests, so "never asks" is not a chunk still on its way.
beforeAll(async () => {
  await import('./CardUnsavedResults');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

const UNSAVED = `/api/Scores/${GAME_ID}/Unsaved`;
const SAVE = `/api/Scores/${GAME_ID}`;

/** Two singles, match 1 linked to its leg-by-leg record (`record`), neither score on the card yet. */
const linkedMatches = (record: string | null = SAYG_ID) =>
  [0, 1].map((i) =>
    match({
      id: `m${i}`,
      homePlayers: [homePlayers[i]!],
      awayPlayers: [awayPlayers[i]!],
      saygId: i === 0 ? record : null,
    }),
  );

/** A fixture night on one board: match 1 won on its scorer, the card still without its score. */
const night = (overrides: Partial<Fixture> = {}) =>
  buildGame({
    matches: linkedMatches(),
    boards: ['Board 1'],
    calls: [{ boardId: 'Board 1', matchId: 'm1', since: '2025-03-04T19:30:00.000Z' }],
    ...overrides,
  });
const unsaved = {
  body: { results: [{ matchId: 'm0', scoreA: 2, scoreB: 1, finished: '2025-03-04T20:15:00Z' }] },
};
type Sent = { matches: { homeScore: number | null; awayScore: number | null }[]; lastUpdated: string };

describe('results left unsaved on a card', () => {
  it('tells whoever keeps the results of a match won on its scorer, and saves its score with the card’s token', async () => {
    const fetch = serve(night(), admin(), { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    expect(flag.textContent).toContain('Match 1 Alice v Xavier: won 2 - 1 on its scorer at');
    expect(flag.textContent).toContain('not on the card.');
    fireEvent.click(within(flag).getByRole('button', { name: 'Save Match 1 2 - 1' }));
    await waitFor(() => expect(fetch.callsTo('PUT', SAVE)).toHaveLength(1));
    const sent = fetch.callsTo('PUT', SAVE)[0]!.body as Sent;
    expect(sent.lastUpdated).toBe('2025-03-01T10:00:00.000Z');
    expect(sent.matches.map((m) => [m.homeScore, m.awayScore])).toEqual([
      [2, 1],
      [null, null],
    ]);
  });

  it('reads a card saved since again and sends the score once more over it', async () => {
    const newer = night({ updated: '2025-03-04T20:16:00.000Z', address: 'The Crown (moved)' });
    let conflicted = false;
    const fetch = serve(night(), admin(), {
      [`GET ${UNSAVED}`]: unsaved,
      [`GET /api/Game/${GAME_ID}`]: () => ({ body: conflicted ? newer : night() }),
      [`PUT ${SAVE}`]: () => {
        if (conflicted) return { body: envelope(newer) };
        conflicted = true;
        return {
          status: 409,
          body: envelope(null, { errors: ['Unable to update Game, Hal updated it before you'] }),
        };
      },
    });
    renderApp(`/score/${GAME_ID}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    fireEvent.click(within(flag).getByRole('button', { name: 'Save Match 1 2 - 1' }));
    await waitFor(() => expect(fetch.callsTo('PUT', SAVE)).toHaveLength(2));
    const again = fetch.callsTo('PUT', SAVE)[1]!.body as Sent & { address: string };
    expect(again).toMatchObject({ lastUpdated: '2025-03-04T20:16:00.000Z', address: 'The Crown (moved)' });
    expect(again.matches[0]).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it('shows why a save was refused, in the league’s words', async () => {
    serve(night(), admin(), {
      [`GET ${UNSAVED}`]: unsaved,
      [`PUT ${SAVE}`]: {
        status: 400,
        body: envelope(null, { errors: ['Match 1 home score must be at most 1'] }),
      },
    });
    renderApp(`/score/${GAME_ID}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    fireEvent.click(within(flag).getByRole('button', { name: 'Save Match 1 2 - 1' }));
    const refused = await within(flag).findByRole('alert');
    expect(refused.textContent).toContain('Could not save score');
    expect(refused.textContent).toContain('Match 1 home score must be at most 1');
  });

  it('asks nothing of unsaved results for a visitor', async () => {
    const fetch = serve(night(), null, { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('region', { name: 'Call list' });
    expect(fetch.callsTo('GET', UNSAVED)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Results left unsaved' })).toBeNull();
  });
});

/** A night scored on a scorer without boards: match 1 linked to its record, its score not yet on the card. */
const scoredWithoutBoards = (record: string | null = SAYG_ID) =>
  buildGame({ matches: linkedMatches(record) });

/** Lets the page settle: the lazy parts it rendered have asked by now. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('results left unsaved on a card without boards', () => {
  it('tells whoever keeps the results of a match scored on its scorer', async () => {
    serve(scoredWithoutBoards(), admin(), { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    const flag = await screen.findByRole('region', { name: 'Results left unsaved' });
    expect(flag.textContent).toContain('Match 1 Alice v Xavier: won 2 - 1 on its scorer at');
    expect(screen.queryByRole('region', { name: 'Call list' })).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const fetch = serve(scoredWithoutBoards(), null, { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('row', { name: 'Match 1' });
    await settle();
    expect(fetch.callsTo('GET', UNSAVED)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Results left unsaved' })).toBeNull();
  });

  it('asks nothing of a card with no match linked to a record', async () => {
    const fetch = serve(scoredWithoutBoards(null), admin(), { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('button', { name: 'Save' });
    await settle();
    expect(fetch.callsTo('GET', UNSAVED)).toHaveLength(0);
  });

  it('asks nothing once every match scored on its scorer has its winner on the card', async () => {
    const won = scoredWithoutBoards();
    won.matches[0] = { ...won.matches[0]!, homeScore: 3, awayScore: 1 };
    const fetch = serve(won, admin(), { [`GET ${UNSAVED}`]: unsaved });
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('button', { name: 'Save' });
    await settle();
    expect(fetch.callsTo('GET', UNSAVED)).toHaveLength(0);
  });
});
