import { describe, it, expect } from 'vitest';
import { canCheckout, checkoutDartOptions, checkoutProblem, minCheckoutDarts } from './checkout';

/** Brute force over the dartboard: the last dart a double (D1-D20) or the bull, earlier darts anything or a miss. */
function bruteForceFinishes(): Map<number, Set<number>> {
  const any = new Set<number>([0, 25, 50]);
  const finishing = new Set<number>([50]);
  for (let n = 1; n <= 20; n++) {
    any
      .add(n)
      .add(2 * n)
      .add(3 * n);
    finishing.add(2 * n);
  }
  const one = new Set<number>();
  const two = new Set<number>();
  const three = new Set<number>();
  for (const f of finishing) {
    one.add(f);
    for (const a of any) {
      two.add(a + f);
      for (const b of any) three.add(a + b + f);
    }
  }
  return new Map([
    [1, one],
    [2, two],
    [3, three],
  ]);
}

describe('checkout validity', () => {
  const brute = bruteForceFinishes();
  const finishes = (darts: number, remaining: number) => brute.get(darts)?.has(remaining) ?? false;

  it('agrees with the brute force for every remainder from -5 to 200 and 1-3 darts', () => {
    for (let remaining = -5; remaining <= 200; remaining++) {
      for (const darts of [1, 2, 3]) {
        const expected = finishes(darts, remaining);
        expect([remaining, darts, canCheckout(remaining, darts)]).toEqual([remaining, darts, expected]);
        expect([remaining, darts, checkoutProblem(remaining, darts) === null]).toEqual([
          remaining,
          darts,
          expected,
        ]);
      }
      const fewest = [1, 2, 3].find((d) => finishes(d, remaining)) ?? null;
      expect([remaining, minCheckoutDarts(remaining)]).toEqual([remaining, fewest]);
      expect(checkoutDartOptions(remaining)).toEqual([1, 2, 3].filter((d) => finishes(d, remaining)));
    }
  });

  it('matches the known double-out facts', () => {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(range(2, 60).filter((r) => canCheckout(r, 1))).toEqual([...range(1, 20).map((n) => 2 * n), 50]);
    expect(range(2, 120).filter((r) => !canCheckout(r, 2))).toEqual([
      99,
      102,
      103,
      105,
      106,
      108,
      109,
      ...range(111, 120),
    ]);
    expect(range(101, 110).filter((r) => canCheckout(r, 2))).toEqual([101, 104, 107, 110]);
    expect(range(2, 180).filter((r) => !canCheckout(r, 3))).toEqual([
      159,
      162,
      163,
      165,
      166,
      168,
      169,
      ...range(171, 180),
    ]);
  });

  it.each([
    [40, 1, null],
    [50, 1, null],
    [41, 1, '41 cannot be checked out with 1 dart'],
    [60, 1, '60 cannot be checked out with 1 dart'],
    [100, 2, null],
    [99, 2, '99 cannot be checked out with 2 darts'],
    [170, 2, '170 cannot be checked out with 2 darts'],
    [170, 3, null],
    [159, 3, '159 cannot be checked out'],
    [171, 3, '171 cannot be checked out'],
    [1, 1, '1 cannot be checked out'],
    [0, 3, '0 cannot be checked out'],
    [40, 0, 'No of darts must be 1, 2 or 3'],
    [40, 4, 'No of darts must be 1, 2 or 3'],
  ])('checkoutProblem(%i, %i) -> %s', (remaining, darts, reason) => {
    expect(checkoutProblem(remaining, darts)).toBe(reason);
  });

  it.each([
    [2, 1],
    [50, 1],
    [51, 2],
    [110, 2],
    [99, 3],
    [170, 3],
    [159, null],
    [1, null],
    [171, null],
  ])('minCheckoutDarts(%s) -> %s', (remaining, darts) => {
    expect(minCheckoutDarts(remaining)).toBe(darts);
  });
});
