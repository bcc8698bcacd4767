import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FixtureDoc, NoteDoc } from '#server/db/docs';
import { ReadyAnswer } from '#server/http/readyAnswer';
import { DivisionDataCache, evictionsFor, type Eviction } from './divisionCache';

const data = (name: string) => ReadyAnswer.of({ name });
const nameOf = (answer: ReadyAnswer | undefined) =>
  answer ? (JSON.parse(answer.json.toString()) as { name: string }).name : undefined;

describe('DivisionDataCache', () => {
  it('keeps entries per season and query, and evicts one season or everything', () => {
    const cache = new DivisionDataCache();
    cache.set('s1', 's1 a', data('s1a'), cache.generation);
    cache.set('s1', 's1 b', data('s1b'), cache.generation);
    cache.set('s2', 's2 a', data('s2a'), cache.generation);
    expect(nameOf(cache.get('s1 a'))).toBe('s1a');
    expect(cache.size).toBe(3);
    cache.evictSeason('s1');
    expect(cache.get('s1 a')).toBeUndefined();
    expect(nameOf(cache.get('s2 a'))).toBe('s2a');
    cache.evictAll();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('does not store data computed while an eviction happened', () => {
    const cache = new DivisionDataCache();
    const generation = cache.generation;
    cache.evictSeason('s1');
    cache.set('s1', 'a', data('stale'), generation);
    expect(cache.get('a')).toBeUndefined();
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

  it('stays within its byte budget after many random keys, dropping the least recently used first', () => {
    const budget = 64 * 1024;
    const cache = new DivisionDataCache(budget);
    const body = 'x'.repeat(2000);
    cache.set('s1', 'kept', ReadyAnswer.of({ name: 'kept', body }), cache.generation);
    let kept = 0;
    for (let i = 0; i < 1500; i++) {
      cache.set('s1', randomUUID(), ReadyAnswer.of({ name: String(i), body }), cache.generation);
      if (cache.get('kept')) kept++; // used all along: never the least recent
    }
    expect(kept).toBe(1500);
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.size).toBeLessThan(40);
    expect(cache.size).toBeGreaterThan(20);
  });

  it('counts compressed encodings against the budget as they are made', async () => {
    const cache = new DivisionDataCache(1024 * 1024);
    const answer = ReadyAnswer.of({ name: 'x'.repeat(10_000) });
    cache.set('s1', 'a', answer, cache.generation);
    const before = cache.bytes;
    const gzip = await answer.body('gzip');
    await answer.body('gzip'); // compressed once
    expect(cache.bytes).toBe(before + gzip.length);
  });

  it('shares one computation per key, and forgets it on an eviction', async () => {
    const cache = new DivisionDataCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 5));
      return data(String(computed));
    };
    const [a, b] = await Promise.all([cache.shared('k', compute), cache.shared('k', compute)]);
    expect(a).toBe(b);
    const first = cache.shared('k', compute);
    cache.evictSeason('s1');
    const second = cache.shared('k', compute);
    expect(second).not.toBe(first);
    expect(nameOf(await second)).toBe('3');
  });
});

describe('evictionsFor: what a repository write makes stale', () => {
  const game = (seasonId: string, isKnockout = false) => ({ seasonId, isKnockout }) as FixtureDoc;
  const note = (seasonId: string) => ({ seasonId }) as NoteDoc;

  it("evicts a fixture's or note's season (both, when moved), and everything for a knockout", () => {
    expect(evictionsFor({ table: 'game', docs: [game('s1'), game('s2')] })).toEqual([
      { kind: 'season', seasonId: 's1' },
      { kind: 'season', seasonId: 's2' },
    ]);
    expect(evictionsFor({ table: 'game', docs: [game('s1'), game('s1', true)] })).toEqual([{ kind: 'all' }]);
    expect(evictionsFor({ table: 'note', docs: [note('s1')] })).toEqual([{ kind: 'season', seasonId: 's1' }]);
    expect(evictionsFor({ table: 'game', docs: [] })).toEqual([{ kind: 'all' }]);
  });

  it('evicts everything for divisions, seasons, teams and features, nothing for other tables', () => {
    for (const table of ['division', 'season', 'team', 'feature'] as const) {
      expect(evictionsFor({ table, docs: [] })).toEqual([{ kind: 'all' }]);
    }
    for (const table of ['sayg', 'user', 'session', 'error', 'photo', 'template'] as const) {
      expect(evictionsFor({ table, docs: [] })).toEqual([]);
    }
  });
});
