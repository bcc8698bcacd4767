import { describe, expect, it } from 'vitest';
import { FINISH_PREVIOUS_ROUNDS } from './rounds';
import { makeSides } from './testSides';
import type { TournamentSide } from './types';
import {
  BEST_OF_INVALID,
  SELECT_SIDE_FIRST,
  SELECT_TEAM_OR_PLAYERS,
  SIDE_NAME_REQUIRED,
  SIDE_PLAYS_ITSELF,
  UNKNOWN_NEW_PLAYER_DIVISION,
  matchEntryProblems,
  newPlayerDivision,
  parseBestOf,
  removeSideQuestion,
  scoringProblem,
  sideProblems,
  sidesProblems,
  sumOf,
} from './validation';
import { tournamentMatch } from '../league/testBuilders';

const sides = makeSides(4);
const [a, b, c] = sides as [TournamentSide, TournamentSide, TournamentSide];

describe('side checks', () => {
  it('needs a team or players, and a name', () => {
    expect(sideProblems({ ...a, players: [], name: ' ' }, sides)).toEqual([
      SELECT_TEAM_OR_PLAYERS,
      SIDE_NAME_REQUIRED,
    ]);
    expect(sideProblems({ ...a, players: [], teamId: 't1' }, sides)).toEqual([]);
    expect(sideProblems(a, sides)).toEqual([]);
  });

  it('refuses a player in another side or twice in one', () => {
    const pair = { ...a, id: 'new', players: [a.players[0]!, a.players[0]!] };
    expect(sideProblems(pair, sides)).toEqual([
      'Player 0: Selected in Side 0',
      'Player 0: Selected in Side 0',
      'Player 0 is chosen twice',
    ]);
    expect(sidesProblems([a, { ...b, players: [...b.players, ...a.players] }])).toEqual([
      'Player 0: Selected in Side 1',
      'Player 0: Selected in Side 0',
    ]);
  });

  it('asks before removing a side', () => {
    expect(removeSideQuestion('Side 0')).toBe('Are you sure you want to remove Side 0?');
  });
});

describe('best of', () => {
  it.each([
    ['5', 1, 5],
    [' 3 ', 3, 3],
    ['2', 3, null],
    ['', 1, null],
    ['abc', 1, null],
    ['2.5', 1, null],
    ['Infinity', 1, null],
    [7, 3, 7],
    [0, 1, null],
  ])('%j with a minimum of %i -> %j', (text, min, value) => {
    expect(parseBestOf(text, min)).toBe(value);
  });
});

describe('matchEntryProblems', () => {
  const saved = {
    sides: [...sides, { ...makeSides(5)[4]!, noShow: true }],
    round: { matches: [tournamentMatch('m1', a, b, 3, 0)], matchOptions: [], nextRound: null },
    bestOf: null,
  };
  const entry = { roundIndex: 0, matchIndex: 1, designation: 'sideA' as const, sideId: 's2', bestOf: '5' };

  it('accepts a free side and a whole best-of', () => {
    expect(matchEntryProblems(saved, entry)).toEqual([]);
    expect(matchEntryProblems(saved, { ...entry, roundIndex: 1, matchIndex: 0, sideId: 's0' })).toEqual([]);
  });

  it('wants the earlier rounds first, then a side, then a valid best-of', () => {
    expect(matchEntryProblems(saved, { ...entry, roundIndex: 2 })).toEqual([FINISH_PREVIOUS_ROUNDS]);
    expect(matchEntryProblems(saved, { ...entry, sideId: null })).toEqual([SELECT_SIDE_FIRST]);
    expect(matchEntryProblems(saved, { ...entry, sideId: 'gone' })).toEqual([SELECT_SIDE_FIRST]);
    expect(matchEntryProblems(saved, { ...entry, bestOf: 'x' })).toEqual([BEST_OF_INVALID]);
    expect(matchEntryProblems(saved, { ...entry, bestOf: '0' })).toEqual([BEST_OF_INVALID]);
  });

  it('refuses a side already in the round, a no-show, the opponent, a loser later', () => {
    expect(matchEntryProblems(saved, { ...entry, sideId: 's0' })).toEqual([
      'Side 0 is already playing in this round',
    ]);
    expect(matchEntryProblems(saved, { ...entry, sideId: 's4' })).toEqual(['Side 4 did not show']);
    expect(
      matchEntryProblems(saved, { ...entry, matchIndex: 0, designation: 'sideB', sideId: 's0' }),
    ).toEqual([SIDE_PLAYS_ITSELF]);
    expect(
      matchEntryProblems(saved, { ...entry, matchIndex: 0, designation: 'sideB', sideId: 's1' }),
    ).toEqual([]);
    expect(matchEntryProblems(saved, { ...entry, roundIndex: 1, matchIndex: 0, sideId: 's1' })).toEqual([
      'Side 1 is already playing in this round',
    ]);
  });
});

describe('other checks', () => {
  it('starts scoring only for a saved match with both sides', () => {
    expect(scoringProblem(tournamentMatch('', a, b, null, null))).toBe('Save the tournament first');
    expect(scoringProblem(tournamentMatch('m', a, null, null, null))).toBe(
      'Match does not have both sides set',
    );
    expect(scoringProblem(tournamentMatch('m', a, c, null, null))).toBeNull();
  });

  it('finds a new player a division', () => {
    expect(newPlayerDivision('d1', 'd2')).toEqual({ divisionId: 'd1', error: null });
    expect(newPlayerDivision(null, 'd2')).toEqual({ divisionId: 'd2', error: null });
    expect(newPlayerDivision('', null)).toEqual({ divisionId: null, error: UNKNOWN_NEW_PLAYER_DIVISION });
  });

  it('sums a field, or says why not', () => {
    expect(sumOf([1, 2, 3], 'score', 'Ann')).toBe(6);
    expect(() => sumOf([1, Number.NaN], 'score', 'Ann')).toThrow(
      'Cannot calculate the sum of score for Ann, value results in NaN',
    );
  });
});
