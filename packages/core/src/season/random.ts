/*
 * The random source of the proposals: injected so that tests and benchmarks are deterministic.
 * Production passes `Math.random`; tests pass `seededRandom(seed)`.
 */

/** Returns a number in [0, 1), as `Math.random` does. */
export type RandomSource = () => number;

/** A small deterministic generator (mulberry32) for tests and benchmarks. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Removes and returns a random element of `items` (every element can be drawn). */
export function takeRandom<T>(items: T[], random: RandomSource): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  const [item] = items.splice(index, 1);
  return item as T;
}
