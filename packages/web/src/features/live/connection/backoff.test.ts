import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff';

describe('the reconnect back-off', () => {
  it('doubles from the base up to the maximum, each delay between half of that and all of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 8, maxLength: 8 }),
        (draws) => {
          let i = 0;
          const backoff = new Backoff(1000, 15_000, () => draws[i++]!);
          const ceilings = [1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000];
          for (const ceiling of ceilings) {
            const delay = backoff.next();
            expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
            expect(delay).toBeLessThanOrEqual(ceiling);
          }
        },
      ),
    );
  });

  it('spreads spectators dropped together over half the delay, and starts again from the base once connected', () => {
    const draws = [0, 0.5, 0.999_999];
    expect(draws.map((d) => new Backoff(1000, 15_000, () => d).next())).toEqual([500, 750, 1000]);
    const backoff = new Backoff(1000, 15_000, () => 0.999_999);
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(1000);
  });
});
