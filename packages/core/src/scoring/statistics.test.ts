import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { LegInput, Throw } from './types';
import { sequenceStartingWith } from './leg';
import {
  formatAverage,
  legStatistics,
  matchStatistics,
  oneDartAverage,
  runningAverages,
  threeDartAverage,
  visitBand,
  visitBands,
  weightedTons,
} from './statistics';

const v = (score: number, noOfDarts = 3): Throw => ({ score, noOfDarts });

function leg(home: Throw[], away: Throw[] | null, startingScore = 501): LegInput {
  return {
    startingScore,
    currentThrow: 'home',
    playerSequence: sequenceStartingWith('home', { home: 'Ann', away: 'Bob' }, away === null),
    home: { throws: home },
    away: away ? { throws: away } : null,
  };
}

describe('averages', () => {
  it.each([
    [501, 15, '100.20', '33.40'],
    [501, 9, '167.00', '55.67'],
    [501, 11, '136.64', '45.55'],
    [180, 3, '180.00', '60.00'],
    [0, 3, '0.00', '0.00'],
    [100, 0, '-', '-'],
    [0, 0, '-', '-'],
  ])('%i points in %i darts: 3-dart %s, 1-dart %s', (points, darts, three, one) => {
    expect(formatAverage(threeDartAverage(points, darts))).toBe(three);
    expect(formatAverage(oneDartAverage(points, darts))).toBe(one);
  });

  it('formats missing values as -', () => {
    expect(formatAverage(null)).toBe('-');
    expect(formatAverage(undefined)).toBe('-');
    expect(formatAverage(Number.NaN)).toBe('-');
  });

  it('gives a running 3-dart average after each visit (busts count darts, not points)', () => {
    expect(runningAverages(101, [v(60), v(60), v(41, 1)])).toEqual([60, 30, (101 / 7) * 3]);
    expect(runningAverages(501, [])).toEqual([]);
  });
});

describe('visit bands', () => {
  it.each([
    [99, null],
    [100, '100+'],
    [139, '100+'],
    [140, '140+'],
    [179, '140+'],
    [180, '180'],
  ])('%i -> %s', (score, band) => {
    expect(visitBand(score)).toBe(band);
  });

  it('counts 100+, 140+ and 180s, with a 180 counted twice in the weighted count', () => {
    const b = visitBands(1001, [v(100), v(139), v(140), v(177), v(180), v(180), v(99)]);
    expect(b).toEqual({ count100: 2, count140: 2, count180: 2, tons: 2 + 2 + 4 });
    expect(weightedTons({ count100: 0, count140: 0, count180: 1 })).toBe(2);
  });

  it('does not count a bust visit', () => {
    expect(visitBands(101, [v(140)])).toEqual({ count100: 0, count140: 0, count180: 0, tons: 0 });
  });
});

describe('legStatistics', () => {
  it('501 in 15 darts with a 3-dart checkout', () => {
    const s = legStatistics(leg([v(100), v(100), v(100), v(100), v(101)], [v(60)]), 'home');
    expect(s).toMatchObject({
      points: 501,
      darts: 15,
      visits: 5,
      busts: 0,
      remaining: 0,
      won: true,
      checkout: 101,
      checkoutDarts: 3,
      first9Points: 300,
      first9Darts: 9,
      count100: 5,
      tons: 5,
    });
    expect(formatAverage(s?.average3)).toBe('100.20');
  });

  it('counts a bust as 3 darts and 0 points, and a checkout only by the darts used', () => {
    const s = legStatistics(leg([v(180), v(180), v(140), v(141, 2)], []), 'home');
    expect(s).toMatchObject({ points: 501, darts: 11, busts: 1, won: true, checkout: 141, checkoutDarts: 2 });
    // The bust 140 is not counted; the 141 checkout is a 140+.
    expect(s?.count140).toBe(1);
    expect(s?.count180).toBe(2);
    expect(s?.tons).toBe(1 + 2 * 2);
    expect(formatAverage(s?.average3)).toBe('136.64');
  });

  it('gives the remaining score of the loser and null for an absent side', () => {
    const l = leg([v(180), v(180), v(141)], [v(60), v(45)]);
    expect(legStatistics(l, 'away')).toMatchObject({
      points: 105,
      remaining: 396,
      won: false,
      checkout: null,
    });
    expect(legStatistics(leg([v(60)], null), 'away')).toBeNull();
    expect(legStatistics(leg([], []), 'home')).toMatchObject({
      darts: 0,
      average3: null,
      runningAverages: [],
    });
  });
});

describe('matchStatistics', () => {
  const legs = {
    '0': leg([v(100), v(100), v(100), v(100), v(101)], [v(60), v(60), v(60), v(60)]),
    '1': leg([v(60), v(60), v(60)], [v(180), v(180), v(140), v(141, 2)]),
    '2': leg([v(180), v(180), v(141)], [v(26), v(26)]),
  };

  it('sums points and darts across legs', () => {
    const home = matchStatistics({ legs }, 'home');
    expect(home).toMatchObject({
      points: 501 + 180 + 501,
      darts: 15 + 9 + 9,
      legsPlayed: 3,
      legsWon: 2,
      legDarts: [15, 9, 9],
      bestLegDarts: 9,
      highestCheckout: 141,
      checkoutDarts: [3, 3],
      hiChecks: [101, 141],
      count100: 5,
      count140: 1,
      count180: 2,
      tons: 5 + 1 + 2 * 2,
    });
    expect(formatAverage(home.average3)).toBe(((1182 / 33) * 3).toFixed(2));
    expect(formatAverage(home.average1)).toBe((1182 / 33).toFixed(2));
    // First 9: (300 + 180 + 501) points in (9 + 9 + 9) darts.
    expect(formatAverage(home.first9Average)).toBe(((981 / 27) * 3).toFixed(2));
  });

  it('counts a bust and a 2-dart checkout for the away side', () => {
    const away = matchStatistics({ legs }, 'away');
    expect(away).toMatchObject({
      points: 240 + 501 + 52,
      darts: 12 + 11 + 6,
      legsWon: 1,
      highestCheckout: 141,
      checkoutDarts: [2],
      hiChecks: [141],
      count140: 1,
      count180: 2,
      tons: 1 + 2 * 2,
    });
  });

  it('handles a match with no throws', () => {
    const s = matchStatistics({ legs: { '0': leg([], []) } }, 'home');
    expect(s).toMatchObject({ points: 0, darts: 0, legsPlayed: 0, average3: null, first9Average: null });
    expect(formatAverage(s.average3)).toBe('-');
  });
});

describe('properties', () => {
  const throwArb = fc.record({
    score: fc.integer({ min: 0, max: 180 }),
    noOfDarts: fc.integer({ min: 1, max: 3 }),
  });
  const legArb = fc
    .tuple(
      fc.integer({ min: 2, max: 501 }),
      fc.array(throwArb, { maxLength: 20 }),
      fc.array(throwArb, { maxLength: 20 }),
    )
    .map(([start, home, away]) => leg(home, away, start));

  it('averages are consistent with the totals', () => {
    fc.assert(
      fc.property(fc.array(legArb, { minLength: 1, maxLength: 5 }), (list) => {
        const legs = Object.fromEntries(list.map((l, i) => [String(i), l]));
        const s = matchStatistics({ legs }, 'home');
        const perLeg = list.map((l) => legStatistics(l, 'home'));
        expect(s.points).toBe(perLeg.reduce((t, x) => t + (x?.points ?? 0), 0));
        expect(s.darts).toBe(perLeg.reduce((t, x) => t + (x?.darts ?? 0), 0));
        if (s.darts === 0) expect(s.average3).toBeNull();
        else {
          expect(s.average3).toBeCloseTo((s.points / s.darts) * 3, 9);
          expect(s.average1).toBeCloseTo(s.points / s.darts, 9);
        }
        for (const x of perLeg) {
          const last = x?.runningAverages.at(-1);
          if (last !== undefined) expect(last).toBeCloseTo(x?.average3 ?? NaN, 9);
        }
        expect(s.tons).toBe(s.count100 + s.count140 + 2 * s.count180);
      }),
    );
  });
});
