import { describe, expect, it } from 'vitest';
import { canDraw, drawSides, orderSides } from './draw';
import { seededRandom } from './drawSeed';
import { makeSides } from './testSides';
import { tournamentMatch } from '../league/testBuilders';

describe('the draw', () => {
  const sides = makeSides(4);

  it('shuffles with the random source and returns the order it made', () => {
    // Fisher-Yates: i=3 takes j=floor(0*4)=0, i=2 j=floor(0.99*3)=2, i=1 j=floor(0.5*2)=1
    const values = [0, 0.99, 0.5];
    const drawn = drawSides(sides, () => values.shift()!);
    expect(drawn.order).toEqual(['s3', 's1', 's2', 's0']);
    expect(drawn.sides.map((s) => s.id)).toEqual(drawn.order);
  });

  it('keeps no-shows out of the shuffle, last', () => {
    const withNoShow = sides.map((s, i) => (i === 0 ? { ...s, noShow: true } : s));
    expect(drawSides(withNoShow, () => 0.999999).order).toEqual(['s1', 's2', 's3', 's0']);
  });

  it('makes the same draw again from its recorded seed, and other draws from other seeds', () => {
    const field = makeSides(16).map((s, i) => (i === 5 ? { ...s, noShow: true } : s));
    const first = drawSides(field, seededRandom(20261128)).order;
    expect(drawSides(field, seededRandom(20261128)).order).toEqual(first);
    expect(first.at(-1)).toBe('s5');
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => drawSides(field, seededRandom(seed)).order.join()),
    );
    expect(orders.size).toBe(20);
  });

  it('tolerates a random source that returns 1', () => {
    expect(drawSides(sides, () => 1).order.sort()).toEqual(['s0', 's1', 's2', 's3']);
  });

  it('is undone by the old order; unnamed sides follow', () => {
    const drawn = drawSides(sides, () => 0).sides;
    expect(orderSides(drawn, ['s0', 's1', 's2', 's3'])).toEqual(sides);
    expect(orderSides(drawn, ['s2']).map((s) => s.id)[0]).toBe('s2');
  });

  it('can be made until the first result', () => {
    const [a, b] = sides as [never, never];
    const round = (scoreA: number | null, saygId: string | null = null, nextRound = null) => ({
      matches: [{ ...tournamentMatch('m', a, b, scoreA, 0), saygId }],
      matchOptions: [],
      nextRound,
    });
    expect(canDraw({ round: null })).toBe(true);
    expect(canDraw({ round: round(null) })).toBe(true);
    expect(canDraw({ round: round(0) })).toBe(true);
    expect(canDraw({ round: round(1) })).toBe(false);
    expect(canDraw({ round: round(0, 'sayg') })).toBe(false);
    expect(canDraw({ round: { ...round(0), nextRound: round(2) } as never })).toBe(false);
  });
});
