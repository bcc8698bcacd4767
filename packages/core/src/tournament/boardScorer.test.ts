import { describe, expect, it } from 'vitest';
import { callOfBoard, matchesOfPatch, patchWithinMatches, sameBoard } from './boardScorer';
import type { CalledTournament } from './calls';
import { planMatchOf } from './formats/planMatch';
import { makeSides } from './testSides';

/* A board's scorer device scores the match called to its board, and touches nothing else. */

const planned: CalledTournament = {
  format: 'doubleElimination',
  formatOptions: {},
  sides: makeSides(4).map((s) => ({ ...s, seeded: true })),
  bestOf: 3,
  results: [],
  round: null,
  boards: ['Board 1', 'Board 2'],
  calls: [
    { boardId: 'Board 1', matchId: 'W1-1', since: 't1' },
    { boardId: 'Board 2', matchId: 'W1-2', since: 't1' },
  ],
};

const [a, b, c, d] = makeSides(4);
const knockout: CalledTournament = {
  sides: [a!, b!, c!, d!],
  bestOf: 3,
  round: {
    matches: [
      { id: 'K1', sideA: a!, sideB: b!, scoreA: null, scoreB: null, saygId: null },
      { id: 'K2', sideA: c!, sideB: d!, scoreA: null, scoreB: null, saygId: null },
    ],
    matchOptions: [],
    nextRound: {
      matches: [{ id: 'F', sideA: a!, sideB: c!, scoreA: null, scoreB: null, saygId: null }],
      matchOptions: [],
      nextRound: null,
    },
  },
  boards: ['Board 1'],
  calls: [{ boardId: 'Board 1', matchId: 'K2', since: 't1' }],
};

describe('a board’s call', () => {
  it('is found by the board’s name as a person types it, and not once it is stale', () => {
    expect(sameBoard(' board 2', 'Board 2')).toBe(true);
    expect(sameBoard('Board 12', 'Board 1')).toBe(false);
    expect(callOfBoard(planned, 'BOARD 2')?.matchId).toBe('W1-2');
    expect(callOfBoard(planned, 'Board 3')).toBeNull();
    expect(callOfBoard({ calls: undefined }, 'Board 1')).toBeNull();
    const called = { calls: [{ boardId: 'Board 1', matchId: 'W1-1', since: '2026-11-27T19:00:00Z' }] };
    expect(callOfBoard(called, 'Board 1', new Date('2026-11-28T13:00:00Z'))?.matchId).toBe('W1-1');
    // Called 18 hours ago and more: an event left unfinished, not tonight's.
    expect(callOfBoard(called, 'Board 1', new Date('2026-11-28T13:00:01Z'))).toBeNull();
  });
});

describe('a patch from a board’s scorer', () => {
  const first = planMatchOf({ ...planned, format: 'doubleElimination' }, 'W1-1')!;
  const second = planMatchOf({ ...planned, format: 'doubleElimination' }, 'W1-2')!;
  const playerOf = (side: typeof first.sideA) => ({ id: side!.players[0]!.id, name: side!.players[0]!.name });

  it('may score its planned format match, and 180s and hi-checks of its players', () => {
    expect(patchWithinMatches(planned, ['W1-1'], { result: { matchId: 'W1-1', scoreA: 2, scoreB: 0 } })).toBe(
      true,
    );
    expect(patchWithinMatches(planned, ['W1-1'], { additional180: playerOf(first.sideB) })).toBe(true);
    expect(
      patchWithinMatches(planned, ['W1-1'], {
        additionalOver100Checkout: { ...playerOf(first.sideA), score: 120 },
      }),
    ).toBe(true);
  });

  it('may not score another match or credit a player of another match', () => {
    expect(patchWithinMatches(planned, ['W1-1'], { result: { matchId: 'W1-2', scoreA: 2, scoreB: 0 } })).toBe(
      false,
    );
    expect(patchWithinMatches(planned, ['W1-1'], { additional180: playerOf(second.sideA) })).toBe(false);
    expect(
      patchWithinMatches(planned, ['W1-1'], {
        result: { matchId: 'W1-1', scoreA: 2, scoreB: 0 },
        additional180: playerOf(second.sideB),
      }),
    ).toBe(false);
    // A match no longer in the draw gives nothing.
    expect(patchWithinMatches(planned, ['X9-9'], { result: { matchId: 'X9-9', scoreA: 1, scoreB: 0 } })).toBe(
      false,
    );
  });

  it('may score a knockout match by its round and sides, and only that one', () => {
    const k2 = { round: { match: { sideA: 's2', sideB: 'S3', scoreA: 2 }, nextRound: null } };
    expect(patchWithinMatches(knockout, ['k2'], k2)).toBe(true);
    const k1 = { round: { match: { sideA: 's0', sideB: 's1', scoreA: 2 }, nextRound: null } };
    expect(patchWithinMatches(knockout, ['K2'], k1)).toBe(false);
    // The final has side A of K1 and K2's side A: its sides in the first round's place are refused.
    const final = {
      round: { match: null, nextRound: { match: { sideA: 's0', sideB: 's2', scoreA: 1 }, nextRound: null } },
    };
    expect(patchWithinMatches(knockout, ['K2'], final)).toBe(false);
    expect(patchWithinMatches(knockout, ['K2', 'F'], final)).toBe(true);
    // A knockout has no planned results.
    expect(patchWithinMatches(knockout, ['K2'], { result: { matchId: 'K2', scoreA: 2, scoreB: 0 } })).toBe(
      false,
    );
    expect(patchWithinMatches(knockout, ['K2'], { additional180: { id: 'p3', name: 'Player 3' } })).toBe(
      true,
    );
    expect(patchWithinMatches(knockout, ['K2'], { additional180: { id: 'p1', name: 'Player 1' } })).toBe(
      false,
    );
  });

  it('names the matches a patch could be about: the one it scores, those of the players it credits', () => {
    const final = {
      round: { match: null, nextRound: { match: { sideA: 's0', sideB: 's2' }, nextRound: null } },
    };
    expect(matchesOfPatch(knockout, final)).toEqual(['F']);
    expect(matchesOfPatch(knockout, { additional180: { id: 'p0', name: 'Player 0' } })).toEqual(['K1', 'F']);
    expect(matchesOfPatch(planned, { result: { matchId: 'W1-2', scoreA: 2, scoreB: 0 } })).toEqual(['W1-2']);
  });
});
