import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRunningAverages, runningAverageSeries } from './runningAverage';
import { matchStatistics } from './statistics';
import type { LegInput } from './types';

const visits = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));

describe('running averages across a match', () => {
  const legs: Record<string, LegInput> = {
    0: { startingScore: 101, home: { throws: visits(60, 60, 41) }, away: { throws: visits(100, 50) } },
    1: { startingScore: 101, home: { throws: [{ score: 101, noOfDarts: 2 }] }, away: { throws: [] } },
  };

  it('carries points and darts over legs, a bust scoring nothing and a checkout its own darts', () => {
    // Home: 60/3 darts = 60; bust 60/6 = 30; 101/9 = 33.67; 202/11 = 55.09.
    expect(matchRunningAverages({ legs }, 'home').map((a) => a.toFixed(2))).toEqual([
      '60.00',
      '30.00',
      '33.67',
      '55.09',
    ]);
    // Away: 100 leaves 1 (bust): 0; then 50/6 darts = 25.
    expect(matchRunningAverages({ legs }, 'away')).toEqual([0, 25]);
  });

  it('puts both sides on one axis of visit numbers', () => {
    const series = runningAverageSeries({ legs });
    expect(series.visits).toEqual([1, 2, 3, 4]);
    expect(series.away).toEqual([0, 25, null, null]);
    expect(series.home[3]).toBeCloseTo(55.09, 2);
  });

  it("ends on the match statistics' 3-dart average", () => {
    const throwsArb = fc.array(
      fc.record({ score: fc.integer({ min: 0, max: 180 }), noOfDarts: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.array(throwsArb, { minLength: 1, maxLength: 4 }), (sides) => {
        const record = {
          legs: Object.fromEntries(
            sides.map((throws, i) => [String(i), { startingScore: 301, home: { throws } }]),
          ),
        };
        const averages = matchRunningAverages(record, 'home');
        const expected = matchStatistics(record, 'home').average3;
        if (averages.length === 0) expect(expected ?? null).toBeNull();
        else expect(averages.at(-1)).toBeCloseTo(expected ?? 0, 6);
      }),
    );
  });
});
