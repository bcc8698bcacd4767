import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/renderApp';
import type * as Loaders from './loaders';
import { GAME_ID, awayPlayers, buildGame, homePlayers, match, serve } from './test/fixtures';

/*
 * The call list's code (a lazy part) is fetched only where there is a list to show. A file of its
 * own: the part, once fetched, stays for the rest of a file's tests.
 */

const { loadFixtureCalls } = vi.hoisted(() => ({ loadFixtureCalls: vi.fn() }));
vi.mock('./loaders', async (original) => {
  const loaders = await original<typeof Loaders>();
  loadFixtureCalls.mockImplementation(loaders.loadFixtureCalls);
  return { ...loaders, loadFixtureCalls };
});

const singles = (i: number, score?: [number, number]) =>
  match({
    id: `m${i}`,
    homePlayers: [homePlayers[i]!],
    awayPlayers: [awayPlayers[i]!],
    ...(score ? { homeScore: score[0], awayScore: score[1] } : {}),
  });

describe('a fixture night’s call list, once the night is over', () => {
  it('shows a visitor nothing of boards and fetches none of its code; while a match is left, it does', async () => {
    const finished = buildGame({
      matches: [singles(0, [3, 1]), singles(1, [2, 3])],
      boards: ['Board 1', 'Board 2'],
      calls: [],
    });
    serve(finished, null);
    const { unmount } = renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('row', { name: 'Match 2' });
    // Any part the page asked for has come by now.
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('region', { name: 'Call list' })).toBeNull();
    expect(loadFixtureCalls).not.toHaveBeenCalled();
    unmount();

    const playing = buildGame({
      matches: [singles(0, [3, 1]), singles(1)],
      boards: ['Board 1', 'Board 2'],
      calls: [{ boardId: 'Board 1', matchId: 'm1', since: '2025-03-04T19:30:00.000Z' }],
    });
    serve(playing, null);
    renderApp(`/score/${GAME_ID}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(within(list).getByRole('listitem').textContent).toBe('Board 1: Bella v Yusuf');
    expect(loadFixtureCalls).toHaveBeenCalledTimes(1);
  });
});
