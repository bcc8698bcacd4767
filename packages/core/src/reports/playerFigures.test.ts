import { describe, expect, it } from 'vitest';
import { sequenceStartingWith } from '../scoring/leg';
import type { LegInput, SaygInput, Throw } from '../scoring/types';
import { FORM_WINDOW, headToHead, matchResult, playerFigures } from './playerFigures';
import type { SinglesRecord } from './singlesRecords';

/*
 * A player's figures, golden against legs worked by hand: a nine-darter (out on the third dart of
 * a 141), a leg lost with a bust, a leg won with a 2-dart finish, and a leg with no finish.
 */

const v = (score: number, noOfDarts = 3, dartsAtDouble?: number): Throw =>
  dartsAtDouble === undefined ? { score, noOfDarts } : { score, noOfDarts, dartsAtDouble };
const leg = (first: 'home' | 'away', home: Throw[], away: Throw[]): LegInput => ({
  startingScore: 501,
  currentThrow: null,
  playerSequence: sequenceStartingWith(first, { home: 'Ann', away: 'Bob' }, false),
  home: { throws: home },
  away: { throws: away },
});

/** Ann v Bob, best of 3, Ann 2-1. */
const annBob: SaygInput & { yourName: string; opponentName: string } = {
  yourName: 'Ann',
  opponentName: 'Bob',
  startingScore: 501,
  numberOfLegs: 3,
  legs: {
    // A nine-darter: 180, 180, 141 out on the third dart (its only dart at a double). Bob 60, 60.
    0: leg('home', [v(180), v(180), v(141, 3, 1)], [v(60), v(60)]),
    // Bob 140, 140, 121, 99 (bust: leaves 1), 100 out; Ann 45 x 4, no chance to finish.
    1: leg('away', [v(45), v(45), v(45), v(45)], [v(140), v(140), v(121), v(99), v(100)]),
    // Ann 100 x 4, 61 (no dart at a double), 40 out with 2 darts, both at D20 (from 101 and 40:
    // two legs' chances); Bob 60 x 5.
    2: leg(
      'home',
      [v(100), v(100), v(100), v(100), v(61, 3, 0), v(40, 2, 2)],
      [v(60), v(60), v(60), v(60), v(60)],
    ),
  },
};

/** Ann v Cal, one leg, no finish: Ann 60, 60; Cal 45, 45. */
const annCal: SaygInput & { yourName: string; opponentName: string } = {
  yourName: 'Ann',
  opponentName: 'Cal',
  startingScore: 501,
  numberOfLegs: 1,
  legs: { 0: leg('home', [v(60), v(60)], [v(45), v(45)]) },
};

const sayg = new Map([
  ['ab', annBob],
  ['ac', annCal],
]);
const record = (over: Partial<SinglesRecord>): SinglesRecord => ({
  playerId: 'ann',
  playerName: 'Ann',
  saygId: 'ab',
  side: 'home',
  date: '2026-01-10',
  opponentId: 'bob',
  opponentName: 'Bob',
  seasonId: 's1',
  competition: 'league',
  eventId: 'f1',
  verdict: null,
  ...over,
});
const ann = [
  record({
    saygId: 'ac',
    date: '2026-02-10',
    opponentId: 'cal',
    opponentName: 'Cal',
    seasonId: 's2',
    competition: 'tournament',
    eventId: 't1',
  }),
  record({}),
];
const bob = [
  record({ playerId: 'bob', playerName: 'Bob', side: 'away', opponentId: 'ann', opponentName: 'Ann' }),
];

describe('a player’s figures, worked by hand', () => {
  it('sums one match: Ann’s 2-1 over Bob', () => {
    const { career } = playerFigures([record({})], sayg);
    expect(career).toEqual({
      matchesPlayed: 1,
      matchesWon: 1,
      legsPlayed: 3,
      legsWon: 2,
      points: 501 + 180 + 501,
      darts: 9 + 12 + 17,
      average3: 1182 / (38 / 3),
      // First three visits of each leg: 501 + 135 + 300 in 27 darts.
      first9Average: 936 / (27 / 3),
      // Chances: on 141 (leg 1) and 101 (leg 3); none on 321 (leg 2).
      checkoutChances: 2,
      checkoutPercent: 100,
      highestCheckout: 141,
      count100: 4,
      count140: 1,
      count180: 2,
      bestLegDarts: 9,
      worstLegDarts: 17,
      dartsPerLegWon: 13,
      // Darts at a double: 1 (leg 1) + 0 + 2 (leg 3) for 2 checkouts; leg 2 had no chance.
      doubles: {
        legs: 2,
        darts: 3,
        hits: 2,
        percent: (100 * 2) / 3,
        perDouble: [{ double: 20, darts: 2, hits: 1 }],
      },
    });
  });

  it('counts a bust’s darts and no points, and its scorer’s checkout from 100', () => {
    const { career } = playerFigures(bob, sayg);
    expect(career).toMatchObject({
      matchesPlayed: 1,
      matchesWon: 0,
      legsWon: 1,
      points: 120 + 501 + 300,
      darts: 6 + 15 + 15,
      average3: 921 / (36 / 3),
      first9Average: 701 / (24 / 3),
      checkoutChances: 1,
      checkoutPercent: 100,
      highestCheckout: 100,
      // 121 and the 100 out; the 99 bust is not a scoring visit.
      count100: 2,
      count140: 2,
      bestLegDarts: 15,
      // Bob's scorer never said his darts at a double: no leg counts.
      doubles: { legs: 0, darts: 0, hits: 0, percent: null, perDouble: [] },
    });
  });

  it('adds a leg with no finish: played, not won, the match unfinished; by season and by competition', () => {
    const figures = playerFigures(ann, sayg);
    expect(figures.career).toMatchObject({
      matchesPlayed: 2,
      matchesWon: 1,
      legsPlayed: 4,
      legsWon: 2,
      average3: 1302 / (44 / 3),
      first9Average: 1056 / (33 / 3),
      checkoutChances: 2,
    });
    expect(figures.seasons.map((s) => [s.seasonId, s.figures.matchesPlayed])).toEqual([
      ['s1', 1],
      ['s2', 1],
    ]);
    expect(figures.competitions.find((c) => c.competition === 'tournament')!.figures).toMatchObject({
      legsPlayed: 1,
      legsWon: 0,
      average3: 60,
      checkoutPercent: null,
      bestLegDarts: null,
    });
    // Oldest first, whatever order the records came in; the rolling line sums the window.
    expect(figures.matches.map((m) => [m.opponentName, m.result, m.legsFor, m.legsAgainst])).toEqual([
      ['Bob', 'won', 2, 1],
      ['Cal', 'unfinished', 0, 0],
    ]);
    expect(figures.matches[1]!.average3).toBe(60);
    expect(figures.matches[1]!.rolling).toBe(1302 / (44 / 3));
  });

  it('keeps the rolling line to the last few matches', () => {
    const many = Array.from({ length: FORM_WINDOW + 1 }, (_, i) =>
      record({ saygId: i === 0 ? 'ac' : 'ab', date: `2026-03-${String(i + 10)}` }),
    );
    const { matches } = playerFigures(many, sayg);
    // The first match (Cal's, 60) has left the window by the last.
    expect(matches.at(-1)!.rolling).toBeCloseTo(1182 / (38 / 3), 10);
  });

  it('gives no figures without a thrown leg, and leaves out records it does not hold', () => {
    expect(playerFigures([record({ saygId: 'missing' })], sayg).career).toMatchObject({
      matchesPlayed: 0,
      average3: null,
      first9Average: null,
      dartsPerLegWon: null,
    });
  });
});

describe('a match’s result', () => {
  it('is the card’s or the tournament’s when it gives one, else the record’s', () => {
    const given = playerFigures([record({ saygId: 'ac', verdict: 'won' })], sayg);
    expect(given.matches[0]!.result).toBe('won');
    expect(given.career.matchesWon).toBe(1);
    expect(playerFigures([record({ saygId: 'ac' })], sayg).matches[0]!.result).toBe('unfinished');
  });

  it('is won or lost once a side has most legs, drawn when all are played level', () => {
    expect(matchResult(annBob, 'home')).toBe('won');
    expect(matchResult(annBob, 'away')).toBe('lost');
    expect(matchResult(annCal, 'home')).toBe('unfinished');
    const level = { ...annBob, numberOfLegs: 2, legs: { 0: annBob.legs[0]!, 1: annBob.legs[1]! } };
    expect(matchResult(level, 'home')).toBe('drawn');
  });
});

describe('head to head', () => {
  it('keeps only the two players’ meetings, each from their own side', () => {
    const { a, b } = headToHead(ann, bob, sayg);
    expect(a.matches.map((m) => m.opponentName)).toEqual(['Bob']);
    expect(a.career.matchesWon).toBe(1);
    expect(b.career).toMatchObject({ matchesPlayed: 1, matchesWon: 0, highestCheckout: 100 });
  });
});
