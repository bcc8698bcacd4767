import { describe, expect, it } from 'vitest';
import { defaultMatchOptions } from './matchOptions';

describe('defaultMatchOptions', () => {
  it('gives five singles of 501 best of 5, two pairs of 501 best of 3 and a triples of 601 best of 3', () => {
    const options = defaultMatchOptions(false);
    expect(options.map((o) => o.playerCount)).toEqual([1, 1, 1, 1, 1, 2, 2, 3]);
    expect(options.map((o) => o.startingScore)).toEqual([501, 501, 501, 501, 501, 501, 501, 601]);
    expect(options.map((o) => o.numberOfLegs)).toEqual([5, 5, 5, 5, 5, 3, 3, 3]);
  });

  it('plays singles best of 3 in a knockout and drops the triples', () => {
    const options = defaultMatchOptions(true);
    expect(options.map((o) => o.numberOfLegs)).toEqual([3, 3, 3, 3, 3, 3, 3, 0]);
    expect(options[7]).toEqual({ playerCount: 0, startingScore: 0, numberOfLegs: 0 });
  });
});
