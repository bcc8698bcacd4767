import { describe, expect, it } from 'vitest';
import {
  TOURNAMENT_HI_CHECK_RANGE,
  addTournament180,
  addTournamentHiCheck,
  hiCheckList,
  isHiCheck,
  oneEightyTally,
  playerAccolades,
  tournamentHiCheckProblem,
} from './accolades';
import { ENTER_SCORE_FIRST, SELECT_PLAYER_FIRST } from '../scorecard/scorecard';
import { ann, bea, cat } from '../league/testBuilders';

describe('180s', () => {
  it('counts each player once, most first, then by name', () => {
    expect(oneEightyTally([cat, ann, bea, ann, cat])).toEqual([
      { id: 'ann', name: 'Ann', occurrences: 2 },
      { id: 'cat', name: 'Cat', occurrences: 2 },
      { id: 'bea', name: 'Bea', occurrences: 1 },
    ]);
    expect(oneEightyTally([])).toEqual([]);
  });

  it('adds a 180 once a player is chosen', () => {
    expect(addTournament180([ann], bea)).toEqual({ value: [ann, bea], error: null });
    expect(addTournament180([], null)).toEqual({ value: null, error: SELECT_PLAYER_FIRST });
  });
});

describe('hi-checks', () => {
  it.each([
    [99, false],
    [100, true],
    [121, true],
    [170, true],
    [171, false],
    [100.5, false],
    [null, false],
  ])('%j is a hi-check: %s', (score, expected) => {
    expect(isHiCheck(score)).toBe(expected);
  });

  it('lists hi-checks highest first, leaving out what is not one', () => {
    const list = [
      { ...ann, score: 101 },
      { ...bea, score: 150 },
      { ...cat, score: 101 },
      { ...cat, score: null },
      { ...bea, score: 90 },
    ];
    expect(hiCheckList(list).map((p) => `${p.name} ${p.score}`)).toEqual(['Bea 150', 'Ann 101', 'Cat 101']);
  });

  it.each([
    [null, ENTER_SCORE_FIRST],
    ['', ENTER_SCORE_FIRST],
    ['abc', TOURNAMENT_HI_CHECK_RANGE],
    [99, TOURNAMENT_HI_CHECK_RANGE],
    ['171', TOURNAMENT_HI_CHECK_RANGE],
    ['140', null],
  ])('a hi-check of %j: %s', (score, problem) => {
    expect(tournamentHiCheckProblem(score)).toBe(problem);
  });

  it('adds a hi-check with a player and a score of 100 to 170', () => {
    expect(addTournamentHiCheck([], ann, '121')).toEqual({ value: [{ ...ann, score: 121 }], error: null });
    expect(addTournamentHiCheck([], null, 121)).toEqual({ value: null, error: SELECT_PLAYER_FIRST });
    expect(addTournamentHiCheck([], ann, 99)).toEqual({ value: null, error: TOURNAMENT_HI_CHECK_RANGE });
  });
});

describe('playerAccolades', () => {
  it('sums each player: 180s, hi-checks and the highest', () => {
    expect(
      playerAccolades({
        oneEighties: [ann, bea, ann],
        over100Checkouts: [
          { ...bea, score: 120 },
          { ...cat, score: 99 },
          { ...bea, score: 164 },
          { ...cat, score: 100 },
        ],
      }),
    ).toEqual([
      { id: 'ann', name: 'Ann', oneEighties: 2, hiChecks: 0, highestHiCheck: null },
      { id: 'bea', name: 'Bea', oneEighties: 1, hiChecks: 2, highestHiCheck: 164 },
      { id: 'cat', name: 'Cat', oneEighties: 0, hiChecks: 1, highestHiCheck: 100 },
    ]);
  });
});
