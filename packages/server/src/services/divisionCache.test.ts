import { describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { DivisionDataCache, type Eviction } from './divisionCache';

const data = (name: string) => ({ name }) as unknown as DivisionData; // only identity matters here

describe('DivisionDataCache', () => {
  it('keeps entries per season and query, and evicts one season or everything', () => {
    const cache = new DivisionDataCache();
    cache.set('s1', 'a', data('s1a'), cache.generation);
    cache.set('s1', 'b', data('s1b'), cache.generation);
    cache.set('s2', 'a', data('s2a'), cache.generation);
    expect(cache.get('s1', 'a')?.name).toBe('s1a');
    expect(cache.size).toBe(3);
    cache.evictSeason('s1');
    expect(cache.get('s1', 'a')).toBeUndefined();
    expect(cache.get('s2', 'a')?.name).toBe('s2a');
    cache.evictAll();
    expect(cache.size).toBe(0);
  });

  it('does not store data computed while an eviction happened', () => {
    const cache = new DivisionDataCache();
    const generation = cache.generation;
    cache.evictSeason('s1');
    cache.set('s1', 'a', data('stale'), generation);
    expect(cache.get('s1', 'a')).toBeUndefined();
  });

  it('tells listeners of local evictions, but not of evictions applied from elsewhere', () => {
    const cache = new DivisionDataCache();
    const heard: Eviction[] = [];
    const stop = cache.onEvict((e) => heard.push(e));
    cache.evictSeason('s1');
    cache.evictAll();
    cache.apply({ kind: 'season', seasonId: 's2' });
    stop();
    cache.evictAll();
    expect(heard).toEqual([{ kind: 'season', seasonId: 's1' }, { kind: 'all' }]);
  });
});
