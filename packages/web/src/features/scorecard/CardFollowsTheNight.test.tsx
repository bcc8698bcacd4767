import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fixture } from '@darts/core/contract/fixture';
import { renderApp } from '#web/test/renderApp';
import { CARD_READ_EVERY_MS } from './followTheNight';
import { GAME_ID, admin, awayPlayers, buildGame, homePlayers, match, serve } from './test/fixtures';

/* The card is not on the live bus: while its calls may move, the scorecard reads it again by itself. */

// The call list's code is here before the clock is faked.
beforeAll(async () => {
  await import('./FixtureCalls');
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

const CARD = `/api/Game/${GAME_ID}`;
const singles = (i: number) =>
  match({ id: `m${i}`, homePlayers: [homePlayers[i]!], awayPlayers: [awayPlayers[i]!] });

/** A fixture night on one board: match 1 called, match 2 waiting. */
const night = (overrides: Partial<Fixture> = {}) =>
  buildGame({
    matches: [singles(0), singles(1)],
    boards: ['Board 1'],
    calls: [{ boardId: 'Board 1', matchId: 'm0', since: '2025-03-04T19:30:00.000Z' }],
    ...overrides,
  });
/** The same night once match 1 is won: its board has gone to match 2. */
const later = night({
  updated: '2025-03-04T20:00:00.000Z',
  matches: [{ ...singles(0), homeScore: 3, awayScore: 1 }, singles(1)],
  calls: [{ boardId: 'Board 1', matchId: 'm1', since: '2025-03-04T20:00:00.000Z' }],
});

/** Serves `first` until `moveOn()`, then `later`; counts the card's reads. */
function serveNight(account: ReturnType<typeof admin> | null, first: Fixture = night()) {
  let current = first;
  const fetch = serve(first, account, { [`GET ${CARD}`]: () => ({ body: current }) });
  return {
    fetch,
    reads: () => fetch.callsTo('GET', CARD).length,
    moveOn: () => {
      current = later;
    },
  };
}

const calls = () =>
  within(screen.getByRole('region', { name: 'Call list' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const tick = () => act(() => vi.advanceTimersByTimeAsync(CARD_READ_EVERY_MS));

describe('the scorecard’s call list follows the night', () => {
  it('reads the card again and shows a board’s next match', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveNight(null);
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('region', { name: 'Call list' });
    expect(calls()).toEqual(['Board 1: Alice v Xavier']);
    const read = served.reads();

    served.moveOn();
    await tick();
    await waitFor(() => expect(calls()).toEqual(['Board 1: Bella v Yusuf']));
    expect(served.reads()).toBe(read + 1);
  });

  it('does not read a card being edited again, nor lose what is typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveNight(admin());
    renderApp(`/score/${GAME_ID}`);
    const box = await screen.findByRole('spinbutton', { name: 'Match 2 home score' });
    fireEvent.change(box, { target: { value: '2' } });
    const read = served.reads();

    served.moveOn();
    await tick();
    await tick();
    expect(served.reads()).toBe(read);
    expect((screen.getByRole('spinbutton', { name: 'Match 2 home score' }) as HTMLInputElement).value).toBe(
      '2',
    );
  });

  it('reads it again for whoever keeps the results while nothing is being edited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveNight(admin());
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('spinbutton', { name: 'Match 2 home score' });
    const read = served.reads();
    await tick();
    expect(served.reads()).toBe(read + 1);
  });

  it('does not read it while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveNight(null);
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('region', { name: 'Call list' });
    const read = served.reads();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await tick();
    await tick();
    expect(served.reads()).toBe(read);
  });

  it('does not read again a card without boards, nor one whose every match is won', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const won = { ...singles(0), homeScore: 3, awayScore: 1 };
    for (const card of [buildGame({ matches: [singles(0)] }), night({ matches: [won], calls: [] })]) {
      const served = serveNight(null, card);
      const { unmount } = renderApp(`/score/${GAME_ID}`);
      await screen.findByRole('row', { name: 'Match 1' });
      const read = served.reads();
      await tick();
      await tick();
      expect(served.reads()).toBe(read);
      unmount();
    }
  });
});
