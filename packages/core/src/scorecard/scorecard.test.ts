import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMatchOptions } from '../league/matchOptions';
import {
  add180,
  addHiCheck,
  disabledPlayers,
  eightMatches,
  emptyMatch,
  fitMatchesToOptions,
  hiCheckProblem,
  matchesWon,
  matchWinnerOf,
  removeAt,
  resultsPublished,
  selectionProblems,
  setMatchScore,
  unpublish,
} from './scorecard';
import type { FixtureMatch } from '../league/types';

const p = (id: string) => ({ id, name: id.toUpperCase() });
const match = (
  home: string[],
  away: string[],
  homeScore: number | null = null,
  awayScore: number | null = null,
) => ({
  ...emptyMatch(),
  homePlayers: home.map(p),
  awayPlayers: away.map(p),
  homeScore,
  awayScore,
});
const card = (matches: FixtureMatch[], isKnockout = false) => ({
  home: { id: 'h', name: 'Home', manOfTheMatch: 'a1' },
  away: { id: 'a', name: 'Away', manOfTheMatch: 'h1' },
  isKnockout,
  matches,
  matchOptions: defaultMatchOptions(isKnockout),
  oneEighties: [p('h1')],
  over100Checkouts: [{ ...p('a1'), score: 110 }],
});

describe('match winner', () => {
  it('needs a score above half the number of legs', () => {
    const options = { playerCount: 1, startingScore: 501, numberOfLegs: 5 };
    expect(matchWinnerOf(match(['h1'], ['a1'], 3, 2), options)).toBe('home');
    expect(matchWinnerOf(match(['h1'], ['a1'], 1, 3), options)).toBe('away');
    expect(matchWinnerOf(match(['h1'], ['a1'], 2, 2), options)).toBeNull();
  });
});

describe('matchesWon (the overall score)', () => {
  it('counts the matches each side has won; undecided matches count for neither', () => {
    const scored = card([
      match(['h1'], ['a1'], 3, 1),
      match(['h2'], ['a2'], 0, 3),
      match(['h3'], ['a3'], 3, 2),
      match(['h4'], ['a4'], 2, 2),
      match(['h5'], ['a5']),
    ]);
    expect(matchesWon(scored)).toEqual({ home: 2, away: 1 });
    expect(matchesWon(card([]))).toEqual({ home: 0, away: 0 });
    // A knockout's singles are best of 3: 2 legs win.
    expect(matchesWon(card([match(['h1'], ['a1'], 2, 1)], true))).toEqual({ home: 1, away: 0 });
  });
});

describe('setMatchScore', () => {
  const m = match(['h1'], ['a1']);

  it('keeps what is typed and never changes the other box', () => {
    expect(setMatchScore(m, 'home', 7)).toMatchObject({ homeScore: 7, awayScore: null });
    const both = setMatchScore(setMatchScore(m, 'home', 5), 'away', '3');
    expect(both).toMatchObject({ homeScore: 5, awayScore: 3 });
    expect(setMatchScore(both, 'home', '2')).toMatchObject({ homeScore: 2, awayScore: 3 });
  });

  it('clears on blank or what is not a number', () => {
    expect(setMatchScore({ ...m, homeScore: 3 }, 'home', '').homeScore).toBeNull();
    expect(setMatchScore(m, 'away', 'x').awayScore).toBeNull();
  });

  it('changes only the box typed in', () => {
    const score = fc.option(fc.integer({ min: -3, max: 12 }), { nil: null });
    fc.assert(
      fc.property(
        score,
        score,
        score,
        fc.constantFrom<'home' | 'away'>('home', 'away'),
        (h, a, typed, side) => {
          const result = setMatchScore({ ...m, homeScore: h, awayScore: a }, side, typed);
          expect(result).toEqual({
            ...m,
            homeScore: side === 'home' ? typed : h,
            awayScore: side === 'away' ? typed : a,
          });
        },
      ),
    );
  });
});

describe('fitMatchesToOptions (the Qualifier switch)', () => {
  const league = [
    match(['h1'], ['a1'], 3, 2),
    match(['h2'], ['a2'], 1, 3),
    match(['h3'], ['a3'], 2, 1),
    match(['h4'], ['a4']),
    match(['h5'], ['a5'], 0, 3),
    match(['h1', 'h2'], ['a1', 'a2'], 2, 1),
    match(['h3', 'h4'], ['a3', 'a4'], 1, 2),
    { ...match(['h1', 'h2', 'h3'], ['a1', 'a2', 'a3'], 2, 0), id: 'triples' },
  ];

  it('keeps every score as entered and empties the triples', () => {
    const fitted = fitMatchesToOptions(league, defaultMatchOptions(true), true);
    expect(fitted.slice(0, 7)).toEqual(league.slice(0, 7));
    expect(fitted[7]).toEqual({ ...emptyMatch(), id: 'triples' });
  });

  it('changes nothing going back to a league card', () => {
    expect(fitMatchesToOptions(league, defaultMatchOptions(false), false)).toEqual(league);
  });
});

describe('player selection', () => {
  const matches = eightMatches(
    [
      match(['h1'], ['a1']),
      match(['h2'], ['a2']),
      match([], []),
      match([], []),
      match([], []),
      match(['h1', 'h3'], []),
    ],
    emptyMatch,
  );

  it('disables players picked in another match of the same player count, and in the same match', () => {
    expect(disabledPlayers(card(matches), 2, 'home', 0)).toEqual([
      { id: 'h1', reason: 'Already playing in singles match 1' },
      { id: 'h2', reason: 'Already playing in singles match 2' },
    ]);
    expect(disabledPlayers(card(matches), 0, 'home', 0)).toEqual([
      { id: 'h2', reason: 'Already playing in singles match 2' },
    ]);
    expect(disabledPlayers(card(matches), 6, 'home', 0)).toEqual([
      { id: 'h1', reason: 'Already playing in pairs match 6' },
      { id: 'h3', reason: 'Already playing in pairs match 6' },
    ]);
    expect(disabledPlayers(card(matches), 5, 'home', 1)).toEqual([
      { id: 'h1', reason: 'Already selected in this match' },
    ]);
    expect(disabledPlayers(card(matches), 7, 'away', 0)).toEqual([]);
  });

  it('reports every double pick for the server', () => {
    const bad = [...matches];
    bad[2] = match(['h1'], ['a1']);
    bad[6] = match(['h3', 'h3'], []);
    expect(selectionProblems(card(bad))).toEqual([
      'matches.2.homePlayers: H1 is already playing in match 1',
      'matches.6.homePlayers: H3 is already playing in match 6',
      'matches.6.homePlayers: H3 is already playing in this match',
      'matches.2.awayPlayers: A1 is already playing in match 1',
    ]);
    expect(selectionProblems(card(matches))).toEqual([]);
  });
});

describe('publishing', () => {
  it('is published once some match has a score above 0 on both sides', () => {
    expect(resultsPublished({ matches: [match(['h1'], ['a1'], 2, 0)] })).toBe(false);
    expect(resultsPublished({ matches: [match(['h1'], ['a1'], 2, 0), match(['h2'], ['a2'], 3, 1)] })).toBe(
      true,
    );
  });

  it('unpublishes: eight empty matches and no man of the match, 180s or hi-checks', () => {
    const published = { ...card([match(['h1'], ['a1'], 3, 1)]), resultsPublished: true };
    const cleared = unpublish(published);
    expect(cleared.matches).toHaveLength(8);
    expect(cleared.matches.every((m) => m.homePlayers.length === 0 && m.homeScore === null)).toBe(true);
    expect(cleared).toMatchObject({
      home: { manOfTheMatch: null },
      away: { manOfTheMatch: null },
      oneEighties: [],
      over100Checkouts: [],
      resultsPublished: false,
    });
    expect(published.matches).toHaveLength(1);
  });
});

describe('180s and hi-checks', () => {
  it('needs a player for a 180', () => {
    expect(add180([], null)).toEqual({ value: null, error: 'Ensure a player is selected first' });
    expect(add180([p('h1')], p('a1')).value).toEqual([p('h1'), p('a1')]);
  });

  it('needs a player and a score from 100 to 120 for a hi-check', () => {
    expect(addHiCheck([], undefined, 110).error).toBe('Ensure a player is selected first');
    expect(addHiCheck([], p('h1'), '').error).toBe('Enter the score first');
    expect(addHiCheck([], p('h1'), 99).error).toBe('Hi-check must be between 100 and 120');
    expect(addHiCheck([], p('h1'), 121).error).toBe('Hi-check must be between 100 and 120');
    expect(addHiCheck([], p('h1'), '120').value).toEqual([{ ...p('h1'), score: 120 }]);
    expect(hiCheckProblem(100)).toBeNull();
    expect(removeAt([1, 2, 3], 1)).toEqual([1, 3]);
  });
});
