import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* A stream overlay of a match: the scoreboard and the lower third, transparent, following the match live. */

const ID = '11111111-2222-4333-8444-555555555555';
const record = (...visits: number[]) =>
  ({ ...play(buildRecord(), 'home', ...visits), id: ID, updated: '2026-11-28T20:00:00Z' }) as SaygRecord;

let connection: FakeLiveConnection;
beforeAll(async () => {
  await import('./OverlayPage');
}, 60_000);
beforeEach(() => {
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

describe('the match overlay', () => {
  it('shows remaining, legs, averages and last visits on a transparent page without the site, and follows live', async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('useWebSockets') }) },
      [`GET /api/Sayg/${ID}`]: { body: record(100) },
    });
    renderApp(`/overlay/match/${ID}`);
    expect((await screen.findByLabelText('Alice Archer remaining')).textContent).toBe('401');
    expect(document.documentElement.classList.contains('overlay-mode')).toBe(true);
    expect(screen.getByLabelText('Match').textContent).toBe('Alice Archer v Bob BowmanBest of 3 legs');
    expect(screen.getByLabelText('Alice Archer average').textContent).toBe('100.00');
    expect(screen.getByLabelText('Alice Archer last visit').textContent).toBe('100');
    await act(async () => {
      await Promise.resolve();
    });
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
    // Alice 100, 140, 180 leaves 81: on a finish, her route shows when it is her throw.
    act(() => connection.update(ID, record(100, 60, 140, 60, 180, 60)));
    await waitFor(() => expect(screen.getByLabelText('Alice Archer remaining').textContent).toBe('81'));
    expect(screen.getByLabelText('Bob Bowman remaining').textContent).toBe('321');
    expect(screen.getByLabelText('Bob Bowman last visit').textContent).toBe('60');
    expect(screen.getByLabelText('Alice Archer checkout').textContent).toBe('T19 D12');
    expect(screen.queryByLabelText('Bob Bowman checkout')).toBeNull();
  });

  it('names an overlay it does not have', async () => {
    fakeFetch();
    renderApp(`/overlay/bracket/${ID}`);
    expect(await screen.findByText(/No such overlay/)).toBeTruthy();
  });
});

describe('a board’s overlay', () => {
  it('waits naming the board, then follows the match the call list gives it', async () => {
    let saygId: string | null = null;
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('useWebSockets') }) },
      'GET /api/Board/Board%203': () => ({
        body: {
          board: 'Board 3',
          call: saygId && { tournamentId: 't', matchId: 'W1-1', since: '2026-11-28T20:00:00Z', saygId },
        },
      }),
      [`GET /api/Sayg/${ID}`]: { body: record(100) },
    });
    renderApp('/overlay/board/Board%203');
    expect(await screen.findByText('Board 3: waiting for the next match')).toBeTruthy();
    saygId = ID;
    await waitFor(() => expect(screen.getByLabelText('Alice Archer remaining').textContent).toBe('401'), {
      timeout: 5000,
    });
  }, 10_000);
});
