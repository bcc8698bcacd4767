import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_HANDICAP_START, handicapStarts, handicappedLegs, legStart, rollingAverage } from './handicap';

/* Handicaps: nobody stronger starts lower, equal players start level, starts stay playable. */

const average = fc.double({ min: 10, max: 120, noNaN: true });

describe('start-score handicaps', () => {
  it('starts the strongest at the base, nobody above it or below the lowest start, weaker never above stronger', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(average, { nil: null }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom(301, 501, 701),
        (averages, base) => {
          const starts = handicapStarts(averages, base);
          for (const s of starts) {
            expect(s).toBeGreaterThanOrEqual(MIN_HANDICAP_START);
            expect(s).toBeLessThanOrEqual(base);
          }
          averages.forEach((x, i) =>
            averages.forEach((y, j) => {
              if (x !== null && y !== null && x <= y) expect(starts[i]).toBeLessThanOrEqual(starts[j]!);
            }),
          );
          const known = averages.filter((a): a is number => a !== null);
          if (known.length) expect(starts[averages.indexOf(Math.max(...known))]).toBe(base);
        },
      ),
    );
  });

  it('gives 501 against 441 when one averages about 88% of the other, and level starts to level players', () => {
    expect(handicapStarts([60, 52.8])).toEqual([501, 441]);
    expect(handicapStarts([45, 45])).toEqual([501, 501]);
    expect(handicapStarts([null, 40])).toEqual([501, 501]);
  });
});

describe('leg starts', () => {
  it('gives legs in hand only to the weaker player, at most half the legs needed to win', () => {
    fc.assert(
      fc.property(average, average, fc.constantFrom(3, 5, 7, 9, 11), (a, b, legs) => {
        const start = legStart(a, b, legs);
        expect(Math.min(start.a, start.b)).toBe(0);
        if (a >= b) expect(start.a).toBe(0);
        if (b >= a) expect(start.b).toBe(0);
        expect(Math.max(start.a, start.b)).toBeLessThanOrEqual(Math.floor((Math.floor(legs / 2) + 1) / 2));
      }),
    );
    expect(legStart(40, 62, 7)).toEqual({ a: 2, b: 0 });
    expect(legStart(40, null, 7)).toEqual({ a: 0, b: 0 });
  });

  it('counts legs in hand in the table with the legs actually won beside them', () => {
    expect(handicappedLegs(2, 1)).toEqual({ counted: 3, actual: 2 });
  });
});

describe('rolling averages', () => {
  it('averages the last ten legs only', () => {
    const slow = Array.from({ length: 5 }, () => ({ points: 501, darts: 30 }));
    const fast = Array.from({ length: 10 }, () => ({ points: 501, darts: 15 }));
    expect(rollingAverage([...slow, ...fast])).toBeCloseTo(100.2);
    expect(rollingAverage([])).toBeNull();
  });
});
