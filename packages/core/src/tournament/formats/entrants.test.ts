import { describe, expect, it } from 'vitest';
import { makeSides } from '../testSides';
import { formatEntrants } from './entrants';

/* A planned format's entrants: checked-in players, seeds first, the rest in the recorded draw's order. */

describe('formatEntrants', () => {
  const sides = makeSides(8).map((s, i) => ({ ...s, seeded: i === 5, noShow: i === 2 }));
  const names = (list: { id: string }[]) => list.map((s) => s.id);

  it('leaves out players not checked in and puts the seeded first, the rest as given', () => {
    expect(names(formatEntrants(sides, {}))).toEqual(['s5', 's0', 's1', 's3', 's4', 's6', 's7']);
  });

  it('draws the unseeded players’ order from the recorded seed, the same every time', () => {
    const drawn = names(formatEntrants(sides, { drawSeed: 42 }));
    expect(drawn[0]).toBe('s5');
    expect([...drawn].sort()).toEqual(['s0', 's1', 's3', 's4', 's5', 's6', 's7']);
    expect(names(formatEntrants(sides, { drawSeed: 42 }))).toEqual(drawn);
    const others = new Set(
      [1, 2, 3, 4, 5].map((seed) => names(formatEntrants(sides, { drawSeed: seed })).join()),
    );
    expect(others.size).toBeGreaterThan(1);
  });
});
