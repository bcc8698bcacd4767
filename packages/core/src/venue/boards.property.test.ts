import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignBoards, callText, type BoardCall, type ReadyMatch } from './boards';

/* The call list: nobody on two boards, no board with two matches, calls kept until finished. */

const board = fc.constantFrom('b1', 'b2', 'b3', 'b4', 'b5');
const player = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8');
const ready = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'),
    players: fc.uniqueArray(player, { minLength: 2, maxLength: 2 }),
  }),
  {
    selector: (m) => m.id,
    maxLength: 7,
  },
);
const boards = fc.uniqueArray(board, { maxLength: 5 });
const calls = fc.array(
  fc.record({
    boardId: board,
    matchId: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'gone'),
    since: fc.constant('t0'),
  }),
  { maxLength: 6 },
);

function check(result: BoardCall[], readyMatches: ReadyMatch[], boardIds: string[]) {
  const boardsUsed = result.map((c) => c.boardId);
  const matchesUsed = result.map((c) => c.matchId);
  expect(new Set(boardsUsed).size).toBe(boardsUsed.length);
  expect(new Set(matchesUsed).size).toBe(matchesUsed.length);
  for (const c of result) expect(boardIds).toContain(c.boardId);
  const players = result.flatMap((c) => readyMatches.find((m) => m.id === c.matchId)!.players);
  expect(new Set(players).size).toBe(players.length);
}

describe('assignBoards', () => {
  it('never gives a board two matches, a match two boards, or a player two boards at once', () => {
    fc.assert(
      fc.property(boards, calls, ready, (boardIds, current, readyMatches) => {
        check(assignBoards(boardIds, current, readyMatches, 't1'), readyMatches, boardIds);
      }),
    );
  });

  it('leaves no board free while a ready match could be played on it', () => {
    fc.assert(
      fc.property(boards, calls, ready, (boardIds, current, readyMatches) => {
        const result = assignBoards(boardIds, current, readyMatches, 't1');
        if (result.length === boardIds.length) return;
        const busy = new Set(result.flatMap((c) => readyMatches.find((m) => m.id === c.matchId)!.players));
        const called = new Set(result.map((c) => c.matchId));
        const playable = readyMatches.filter((m) => !called.has(m.id) && !m.players.some((p) => busy.has(p)));
        expect(playable).toEqual([]);
      }),
    );
  });

  it('keeps a called match on its board until it is finished, and calls again the same way', () => {
    fc.assert(
      fc.property(boards, ready, (boardIds, readyMatches) => {
        const first = assignBoards(boardIds, [], readyMatches, 't1');
        expect(assignBoards(boardIds, first, readyMatches, 't2')).toEqual(first);
        // The first called match finishes: its board is freed and the others keep theirs.
        const [done, ...others] = first;
        if (!done) return;
        const next = assignBoards(
          boardIds,
          first,
          readyMatches.filter((m) => m.id !== done.matchId),
          't2',
        );
        for (const call of others) expect(next).toContainEqual(call);
        expect(next.map((c) => c.matchId)).not.toContain(done.matchId);
      }),
    );
  });

  it('calls in the order given: board 1 gets the first match, board 2 the next that shares nobody', () => {
    const matches = [
      { id: 'm1', players: ['ann', 'bea'] },
      { id: 'm2', players: ['ann', 'cat'] },
      { id: 'm3', players: ['cat', 'dee'] },
    ];
    expect(assignBoards(['b1', 'b2'], [], matches, 't1')).toEqual([
      { boardId: 'b1', matchId: 'm1', since: 't1' },
      { boardId: 'b2', matchId: 'm3', since: 't1' },
    ]);
    expect(callText('Board 3', ['Smith', 'Jones'])).toBe('Board 3: Smith v Jones');
  });
});
