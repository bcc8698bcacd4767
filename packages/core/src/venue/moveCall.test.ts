import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignBoards, type ReadyMatch } from './boards';
import { moveCall, NOT_A_BOARD, NOT_READY_TO_CALL, PLAYER_ON_ANOTHER_BOARD } from './moveCall';

const matches: ReadyMatch[] = [
  { id: 'm1', players: ['ann', 'bea'] },
  { id: 'm2', players: ['cat', 'dee'] },
  { id: 'm3', players: ['eve', 'fay'] },
  { id: 'm4', players: ['ann', 'gus'] },
];
const boards = ['b1', 'b2'];
const called = assignBoards(boards, [], matches, 't0');

describe('moveCall', () => {
  it("swaps two called matches when one is moved onto the other's board", () => {
    expect(called.map((c) => c.matchId)).toEqual(['m1', 'm2']);
    expect(moveCall(boards, called, matches, { matchId: 'm1', boardId: 'b2' }, 't1')).toEqual({
      calls: [
        { boardId: 'b1', matchId: 'm2', since: 't1' },
        { boardId: 'b2', matchId: 'm1', since: 't1' },
      ],
    });
  });

  it('puts a waiting match on a busy board, and the match it displaces waits for the next free board', () => {
    const moved = moveCall(boards, called, matches, { matchId: 'm3', boardId: 'b2' }, 't1');
    expect(moved).toEqual({
      calls: [
        { boardId: 'b1', matchId: 'm1', since: 't0' },
        { boardId: 'b2', matchId: 'm3', since: 't1' },
      ],
    });
    // b1's match finishes: m2, displaced, is the first ready match, so it is called next.
    if (!('calls' in moved)) throw new Error('refused');
    const next = assignBoards(
      boards,
      moved.calls,
      matches.filter((m) => m.id !== 'm1'),
      't2',
    );
    expect(next).toContainEqual({ boardId: 'b1', matchId: 'm2', since: 't2' });
  });

  it('refuses a board the venue lacks, a match not ready, and a player already on another board', () => {
    expect(moveCall(boards, called, matches, { matchId: 'm3', boardId: 'b9' }, 't1')).toEqual({
      refused: NOT_A_BOARD,
    });
    expect(moveCall(boards, called, matches, { matchId: 'm9', boardId: 'b1' }, 't1')).toEqual({
      refused: NOT_READY_TO_CALL,
    });
    // Ann is on b1 (m1): m4 cannot go to b2 while she plays.
    expect(moveCall(boards, called, matches, { matchId: 'm4', boardId: 'b2' }, 't1')).toEqual({
      refused: PLAYER_ON_ANOTHER_BOARD,
    });
    // On her own board it displaces m1, so she is free for it.
    expect(moveCall(boards, called, matches, { matchId: 'm4', boardId: 'b1' }, 't1')).toEqual({
      calls: [
        { boardId: 'b1', matchId: 'm4', since: 't1' },
        { boardId: 'b2', matchId: 'm2', since: 't0' },
      ],
    });
  });

  it("keeps the call list's rules and puts the match where it was asked, whatever the move", () => {
    const player = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6');
    const ready = fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5'),
        players: fc.uniqueArray(player, { minLength: 2, maxLength: 2 }),
      }),
      { selector: (m) => m.id, minLength: 1 },
    );
    const boardIds = fc.uniqueArray(fc.constantFrom('b1', 'b2', 'b3'), { minLength: 1 });
    fc.assert(
      fc.property(boardIds, ready, fc.nat(), fc.nat(), (bs, rs, mi, bi) => {
        const current = assignBoards(bs, [], rs, 't0');
        const move = { matchId: rs[mi % rs.length]!.id, boardId: bs[bi % bs.length]! };
        const result = moveCall(bs, current, rs, move, 't1');
        if ('refused' in result) {
          expect(result.refused).toBe(PLAYER_ON_ANOTHER_BOARD);
          return;
        }
        expect(result.calls.map(({ boardId, matchId }) => ({ matchId, boardId }))).toContainEqual(move);
        const players = result.calls.flatMap((c) => rs.find((m) => m.id === c.matchId)!.players);
        expect(new Set(players).size).toBe(players.length);
        expect(new Set(result.calls.map((c) => c.boardId)).size).toBe(result.calls.length);
        expect(new Set(result.calls.map((c) => c.matchId)).size).toBe(result.calls.length);
        // The call list stays as the move left it on the next save.
        expect(assignBoards(bs, result.calls, rs, 't2')).toEqual(result.calls);
      }),
    );
  });
});
