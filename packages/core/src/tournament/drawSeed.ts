import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomSource } from './draw';

/* Apart from draw.ts, so the knockout sheet's Draw (Math.random) loads no generator. */

/**
 * The random source a recorded draw seed gives: the same seed, the same draw, so a draw can be
 * checked or made again from the number kept with it.
 */
export function seededRandom(seed: number): RandomSource {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
