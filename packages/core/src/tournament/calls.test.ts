import { describe, expect, it } from 'vitest';
import { nightCalls } from '../venue/night';
import { readyMatches, tournamentCallsOf, tournamentEvent, type CalledTournament } from './calls';
import { makeSides } from './testSides';

/* A tournament's call list: its ready matches go to its boards, a finished one frees its board. */

/** The calls of a tournament alone at its venue night. */
const tournamentCalls = (t: CalledTournament, now: string) =>
  tournamentCallsOf(
    't',
    nightCalls(
      { boards: t.boards, calls: t.calls?.map((c) => ({ ...c, matchId: `t/${c.matchId}` })) },
      [tournamentEvent('t', t)],
      now,
    ),
  );

const doubleElimination = (results: CalledTournament['results'] = []): CalledTournament => ({
  format: 'doubleElimination',
  formatOptions: {},
  sides: makeSides(4).map((s) => ({ ...s, seeded: true })),
  bestOf: 3,
  results,
  round: null,
  boards: ['Board 1', 'Board 2'],
  calls: [],
});

describe('a tournament’s call list', () => {
  it('calls the first round to the boards, and none without boards', () => {
    const t = doubleElimination();
    expect(readyMatches(t).map((m) => m.id)).toEqual(['W1-1', 'W1-2']);
    expect(tournamentCalls(t, 't1')).toEqual([
      { boardId: 'Board 1', matchId: 'W1-1', since: 't1' },
      { boardId: 'Board 2', matchId: 'W1-2', since: 't1' },
    ]);
    expect(tournamentCalls({ ...t, boards: [] }, 't1')).toEqual([]);
  });

  it('frees a board when its match is won and gives it the next match once both sides are known', () => {
    const first = doubleElimination();
    const calls = tournamentCalls(first, 't1');
    const oneDone = doubleElimination([{ matchId: 'W1-1', scoreA: 2, scoreB: 0, saygId: null }]);
    // W1-2 keeps Board 2; Board 1 waits: the next matches need W1-2's result.
    expect(tournamentCalls({ ...oneDone, calls }, 't2')).toEqual([calls[1]]);
    const bothDone = doubleElimination([
      { matchId: 'W1-1', scoreA: 2, scoreB: 0, saygId: null },
      { matchId: 'W1-2', scoreA: 0, scoreB: 2, saygId: null },
    ]);
    expect(tournamentCalls({ ...bothDone, calls: [calls[1]!] }, 't3')).toEqual([
      { boardId: 'Board 1', matchId: 'W2-1', since: 't3' },
      { boardId: 'Board 2', matchId: 'L1-1', since: 't3' },
    ]);
  });

  it('calls a knockout’s matches with both sides and no winner, round by round', () => {
    const [a, b, c, d] = makeSides(4);
    const t: CalledTournament = {
      sides: [a!, b!, c!, d!],
      bestOf: 3,
      round: {
        matches: [
          { id: 'k1', sideA: a!, sideB: b!, scoreA: 2, scoreB: 1, saygId: null },
          { id: 'k2', sideA: c!, sideB: d!, scoreA: null, scoreB: null, saygId: null },
        ],
        matchOptions: [],
        nextRound: {
          matches: [{ id: 'f', sideA: a!, sideB: null, scoreA: null, scoreB: null, saygId: null }],
          matchOptions: [],
          nextRound: null,
        },
      },
      boards: ['Board 1'],
    };
    expect(tournamentCalls(t, 't1')).toEqual([{ boardId: 'Board 1', matchId: 'k2', since: 't1' }]);
  });
});

describe('a tournament sharing its venue night with a league match', () => {
  it('takes the events’ matches in turn and never calls a player to two boards', () => {
    const [a, b, c, d] = makeSides(4);
    const cup: CalledTournament = {
      sides: [a!, b!, c!, d!],
      bestOf: 3,
      round: {
        matches: [
          { id: 'k1', sideA: a!, sideB: b!, scoreA: null, scoreB: null, saygId: null },
          { id: 'k2', sideA: c!, sideB: d!, scoreA: null, scoreB: null, saygId: null },
        ],
        matchOptions: [],
        nextRound: null,
      },
    };
    // The league match's home player is in the cup's first side: k1 waits while m1 is on a board.
    const busy = a!.players[0]!.id;
    const card = {
      id: 'card',
      ready: [
        { id: 'm1', players: [busy, 'away-1'] },
        { id: 'm2', players: ['h2', 'a2'] },
      ],
    };
    const venue = { boards: ['Board 1', 'Board 2', 'Board 3'], calls: [] };
    expect(nightCalls(venue, [card, tournamentEvent('cup', cup)], 't1')).toEqual([
      { boardId: 'Board 1', matchId: 'm1', since: 't1' },
      { boardId: 'Board 2', matchId: 'm2', since: 't1' },
      { boardId: 'Board 3', matchId: 'cup/k2', since: 't1' },
    ]);
  });

  it('names its matches by the tournament among the night’s calls, as two formats’ ids repeat', () => {
    const one = doubleElimination();
    const other = (id: string) => `other-${id}`;
    const two = {
      ...one,
      sides: one.sides.map((s) => ({
        ...s,
        id: other(s.id),
        players: s.players.map((p) => ({ ...p, id: other(p.id) })),
      })),
    };
    const night = nightCalls(one, [tournamentEvent('t1', one), tournamentEvent('t2', two)], 'n');
    expect(night.map((c) => c.matchId)).toEqual(['t1/W1-1', 't2/W1-1']);
    expect(tournamentCallsOf('t2', night)).toEqual([{ boardId: 'Board 2', matchId: 'W1-1', since: 'n' }]);
  });
});
