import { describe, expect, it } from 'vitest';
import { AnswerCache, FiguresIndexCache } from './figuresIndex';

/* The players' figures caches: what makes an answer stale, and how long one is kept. */

describe('the figures caches', () => {
  it('keeps an answer while its stamp holds and it is young, shares one computation, forgets failures', async () => {
    const cache = new AnswerCache(1000, 2);
    let computed = 0;
    const compute = async () => ++computed;
    const [a, b] = await Promise.all([
      cache.get('ann', 's1', 0, compute),
      cache.get('ann', 's1', 10, compute),
    ]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.get('ann', 's1', 999, compute)).toBe(1);
    // A second old, or made from something since written: computed again.
    expect(await cache.get('ann', 's1', 1000, compute)).toBe(2);
    expect(await cache.get('ann', 's2', 1001, compute)).toBe(3);
    await expect(cache.get('bob', 's2', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bob', 's2', 1, compute)).toBe(4);
    // Past its size the oldest goes.
    await cache.get('cal', 's2', 2, compute);
    expect(await cache.get('ann', 's2', 3, compute)).toBe(6);
  });

  it('is stale after a write of what it is made of: the index on fixtures, tournaments, teams and seasons; figures on records too', () => {
    const figures = new FiguresIndexCache();
    const [index, records] = [figures.stamp(false), figures.stamp(true)];
    figures.noteWrite({ table: 'sayg', docs: [] } as never);
    expect(figures.stamp(false)).toBe(index);
    expect(figures.stamp(true)).not.toBe(records);
    figures.noteWrite({ table: 'game', docs: [] } as never);
    expect(figures.stamp(false)).not.toBe(index);
    const before = figures.stamp(false);
    figures.noteWrite({ table: 'note', docs: [] } as never);
    expect(figures.stamp(false)).toBe(before);
    figures.invalidate();
    expect(figures.stamp(false)).not.toBe(before);
  });
});
