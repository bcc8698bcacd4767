import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyVisit,
  isBust,
  recomputeSide,
  sideDarts,
  sideRemaining,
  sideScore,
  throwOutcomes,
} from './visit';

const t = (score: number, noOfDarts = 3) => ({ score, noOfDarts });

describe('isBust', () => {
  it.each([
    [50, 49, true, 'leaves exactly 1'],
    [50, 51, true, 'goes below 0'],
    [2, 3, true, 'goes below 0 from 2'],
    [3, 2, true, 'leaves 1 from 3'],
    [50, 50, false, 'leaves exactly 0 (checkout)'],
    [50, 48, false, 'leaves 2'],
    [501, 180, false, 'an ordinary 180'],
    [40, 0, false, 'a zero'],
  ])('remaining %i, visit %i -> bust %s (%s)', (remaining, score, bust) => {
    expect(isBust(remaining, score)).toBe(bust);
  });
});

describe('throwOutcomes', () => {
  it('marks busts, points, remaining and the checkout', () => {
    expect(throwOutcomes(101, [t(60), t(40), t(41), t(0), t(41, 2)])).toEqual([
      {
        score: 60,
        noOfDarts: 3,
        bust: false,
        points: 60,
        remainingBefore: 101,
        remaining: 41,
        checkout: false,
      },
      { score: 40, noOfDarts: 3, bust: true, points: 0, remainingBefore: 41, remaining: 41, checkout: false },
      { score: 41, noOfDarts: 3, bust: false, points: 41, remainingBefore: 41, remaining: 0, checkout: true },
      { score: 0, noOfDarts: 3, bust: false, points: 0, remainingBefore: 0, remaining: 0, checkout: false },
      { score: 41, noOfDarts: 2, bust: true, points: 0, remainingBefore: 0, remaining: 0, checkout: false },
    ]);
  });
});

describe('recomputeSide', () => {
  it.each([
    ['no throws', 501, [], 0, 0],
    ['ordinary visits', 501, [t(100), t(60), t(45)], 205, 9],
    ['bust below 0 counts darts but not points', 101, [t(60), t(45)], 60, 6],
    ['bust leaving 1 counts darts but not points', 101, [t(60), t(40)], 60, 6],
    ['9-dart leg', 501, [t(180), t(180), t(141)], 501, 9],
    ['checkout with 2 darts', 501, [t(180), t(180), t(100), t(41, 2)], 501, 11],
    ['score cannot pass the starting score', 301, [t(180), t(180), t(121)], 301, 9],
  ])('%s', (_name, start, throws, score, darts) => {
    expect(recomputeSide(start, { throws })).toEqual({ score, noOfDarts: darts, throws });
  });

  it('ignores the score and darts it was given', () => {
    expect(recomputeSide(501, { score: 999, noOfDarts: 77, throws: [t(60)] })).toEqual({
      score: 60,
      noOfDarts: 3,
      throws: [t(60)],
    });
  });

  it('copies throws without extra fields', () => {
    const side = recomputeSide(501, { throws: [{ score: 60, noOfDarts: 3, bust: true } as never] });
    expect(side.throws).toEqual([t(60)]);
  });
});

describe('applyVisit', () => {
  it('appends a scoring visit', () => {
    const r = applyVisit(501, { throws: [t(100)] }, 140);
    expect(r).toEqual({
      side: { score: 240, noOfDarts: 6, throws: [t(100), t(140)] },
      bust: false,
      remaining: 261,
      checkout: false,
    });
  });
  it('records a bust that adds nothing', () => {
    const r = applyVisit(501, { throws: [t(180), t(180)] }, 140);
    expect(r.bust).toBe(true);
    expect(r.side.score).toBe(360);
    expect(r.side.noOfDarts).toBe(9);
    expect(r.side.throws).toHaveLength(3);
    expect(r.remaining).toBe(141);
  });
  it('reports a checkout with the darts used', () => {
    const r = applyVisit(501, { throws: [t(180), t(180)] }, 141, 3);
    expect(r).toMatchObject({ bust: false, remaining: 0, checkout: true, side: { score: 501 } });
  });
});

const throwArb = fc.record({
  score: fc.integer({ min: 0, max: 180 }),
  noOfDarts: fc.integer({ min: 1, max: 3 }),
});
const throwsArb = fc.array(throwArb, { maxLength: 30 });
const startArb = fc.integer({ min: 2, max: 1001 });

describe('properties', () => {
  it('remaining never goes below 0 or sits at 1, and the score never exceeds the start', () => {
    fc.assert(
      fc.property(startArb, throwsArb, (start, throws) => {
        for (const o of throwOutcomes(start, throws)) {
          expect(o.remaining).toBeGreaterThanOrEqual(0);
          expect(o.remaining).not.toBe(1);
        }
        const score = sideScore(start, throws);
        expect(score).toBeLessThanOrEqual(start);
        expect(sideRemaining(start, { throws })).toBe(start - score);
      }),
    );
  });

  it('darts are the sum of every visit, busts included; points the sum of non-busts', () => {
    fc.assert(
      fc.property(startArb, throwsArb, (start, throws) => {
        const outcomes = throwOutcomes(start, throws);
        expect(sideDarts(throws)).toBe(throws.reduce((a, x) => a + x.noOfDarts, 0));
        expect(sideScore(start, throws)).toBe(
          outcomes.filter((o) => !o.bust).reduce((a, o) => a + o.score, 0),
        );
        expect(outcomes.filter((o) => o.checkout).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('recomputing a side is idempotent', () => {
    fc.assert(
      fc.property(startArb, throwsArb, (start, throws) => {
        const once = recomputeSide(start, { throws });
        expect(recomputeSide(start, once)).toEqual(once);
      }),
    );
  });
});
