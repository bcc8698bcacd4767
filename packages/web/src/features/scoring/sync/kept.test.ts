import { describe, expect, it } from 'vitest';
import { buildRecord, play } from '../test/records';
import { keptStorageKey, memoryStore, newKept, readKept, writeKept, type KeptSayg } from './kept';
import { pruneKept } from './prune';

const NOW = new Date('2026-11-22T20:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const ID = '11111111-2222-4333-8444-555555555555';
const pointer = (key: string) => JSON.stringify({ key });

function store(...records: KeptSayg[]) {
  const storage = memoryStore();
  for (const kept of records) writeKept(storage, kept);
  return storage;
}

const played = play(buildRecord(), 'home', 100);
const synced = (key: string, changedAt?: string): KeptSayg => ({
  ...newKept(played, key),
  id: key,
  sync: true,
  ...(changedAt ? { changedAt } : {}),
});

describe('pruneKept', () => {
  it('removes synced records unchanged for more than 30 days, and keeps recent ones', () => {
    const storage = store(synced(ID, daysAgo(31)), synced('recent', daysAgo(29)));
    const result = pruneKept(storage, NOW, { maxAgeDays: 30 });
    expect(result.removed).toEqual([ID]);
    expect(readKept(storage, ID)).toBeNull();
    expect(readKept(storage, 'recent')).not.toBeNull();
  });

  it('never removes pending changes or drafts with visits, however old', () => {
    const storage = store(
      { ...synced('pending', daysAgo(90)), pending: 2 },
      { ...newKept(played, 'draft-visits'), changedAt: daysAgo(90) },
      { ...newKept(played, 'draft-unsynced'), pending: 1, changedAt: daysAgo(90) },
      { ...newKept(buildRecord(), 'draft-empty'), changedAt: daysAgo(90) },
    );
    expect(pruneKept(storage, NOW, { maxAgeDays: 30 }).removed).toEqual(['draft-empty']);
    for (const key of ['pending', 'draft-visits', 'draft-unsynced']) {
      expect(readKept(storage, key)).not.toBeNull();
    }
  });

  it('stamps records kept before changedAt existed, so they age from now', () => {
    const storage = store(synced(ID));
    expect(pruneKept(storage, NOW, { maxAgeDays: 30 }).removed).toEqual([]);
    expect(readKept(storage, ID)?.changedAt).toBe(NOW.toISOString());
    const later = new Date(NOW.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(pruneKept(storage, later, { maxAgeDays: 30 }).removed).toEqual([ID]);
  });

  it('removes scorecard pointers whose record is gone, and leaves everything else alone', () => {
    const storage = store(synced(ID, daysAgo(40)), synced('kept', daysAgo(1)));
    storage.setItem('darts.scorecard.fixture.0', pointer(ID));
    storage.setItem('darts.scorecard.fixture.1', pointer('kept'));
    storage.setItem('darts.scorecard.fixture.2', pointer('long-gone'));
    storage.setItem('darts.scorecard.fixture.3', 'not json');
    storage.setItem(keptStorageKey('unreadable'), '{');
    storage.setItem('darts.practice.current', 'draft-x');
    const result = pruneKept(storage, NOW, { maxAgeDays: 30 });
    expect(result).toEqual({
      removed: [ID],
      pointers: ['darts.scorecard.fixture.0', 'darts.scorecard.fixture.2'],
    });
    expect([...storage.map.keys()].sort()).toEqual([
      'darts.practice.current',
      'darts.sayg.kept',
      'darts.sayg.unreadable',
      'darts.scorecard.fixture.1',
      'darts.scorecard.fixture.3',
    ]);
  });
});
