import { describe, it, expect } from 'vitest';
import { canCheckout, minCheckoutDarts } from './checkout';
import { describeCheckout, suggestCheckout } from './suggestion';

/** The value of a dart label, checked independently of the implementation. */
function value(label: string): number {
  if (label === 'Bull') return 50;
  if (label === '25') return 25;
  const m = /^([SDT])(\d+)$/.exec(label);
  expect(m, label).not.toBeNull();
  const n = Number(m?.[2]);
  expect(n >= 1 && n <= 20, label).toBe(true);
  return n * { S: 1, D: 2, T: 3 }[m?.[1] as 'S' | 'D' | 'T'];
}

const isFinishing = (label: string) => label === 'Bull' || label.startsWith('D');

describe('suggestCheckout', () => {
  it.each([
    [170, 'T20 T20 Bull'],
    [167, 'T20 T19 Bull'],
    [164, 'T20 T18 Bull'],
    [161, 'T20 T17 Bull'],
    [160, 'T20 T20 D20'],
    [158, 'T20 T20 D19'],
    [157, 'T20 T19 D20'],
    [156, 'T20 T20 D18'],
    [155, 'T20 T19 D19'],
    [154, 'T20 T18 D20'],
    [153, 'T20 T19 D18'],
    [152, 'T20 T20 D16'],
    [151, 'T20 T17 D20'],
    [150, 'T20 T18 D18'],
    [149, 'T20 T19 D16'],
    [148, 'T20 T16 D20'],
    [147, 'T20 T17 D18'],
    [146, 'T20 T18 D16'],
    [145, 'T20 T15 D20'],
    [144, 'T20 T20 D12'],
    [143, 'T20 T17 D16'],
    [142, 'T20 T14 D20'],
    [141, 'T20 T19 D12'],
    [140, 'T20 T20 D10'],
    [110, 'T20 Bull'],
    [107, 'T19 Bull'],
    [104, 'T18 Bull'],
    [101, 'T17 Bull'],
    [100, 'T20 D20'],
  ])('agrees with the standard checkout routes: %i -> %s', (remaining, route) => {
    expect(suggestCheckout(remaining)).toEqual(route.split(' '));
    expect(describeCheckout(remaining)).toBe(route);
  });

  it.each([
    [40, 3, ['D20']],
    [32, 3, ['D16']],
    [50, 1, ['Bull']],
    [60, 3, ['S20', 'D20']],
    [60, 2, ['S20', 'D20']],
    [2, 1, ['D1']],
    [3, 2, ['S1', 'D1']],
    [100, 2, ['T20', 'D20']],
    [100, 1, null],
    [170, 2, null],
    [159, 3, null],
    [171, 3, null],
    [1, 3, null],
    [0, 3, null],
    [60.5, 3, null],
  ])('%s with %i darts in hand -> %j', (remaining, darts, route) => {
    expect(suggestCheckout(remaining, darts)).toEqual(route);
  });

  it('suggests a valid fewest-darts route exactly when the remainder is finishable (all 2-170 x 1-3)', () => {
    for (let remaining = 2; remaining <= 170; remaining++) {
      for (const darts of [1, 2, 3]) {
        const route = suggestCheckout(remaining, darts);
        expect([remaining, darts, route !== null]).toEqual([remaining, darts, canCheckout(remaining, darts)]);
        if (!route) continue;
        expect(route.reduce((total, label) => total + value(label), 0)).toBe(remaining);
        expect(isFinishing(route[route.length - 1] ?? '')).toBe(true);
        expect(route.length).toBeLessThanOrEqual(darts);
        expect(route.length).toBe(minCheckoutDarts(remaining));
      }
    }
  });
});
