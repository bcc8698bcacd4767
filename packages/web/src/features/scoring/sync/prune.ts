import { KEPT_PREFIX, readKept, removeKept, writeKept, type KeptSayg, type ListableStore } from './kept';

/*
 * Housekeeping of the records kept in the browser, run once per page load in the background
 * (browserSync.ts loads this when a scoring screen opens, not before it shows: docs/decisions/012).
 */

/** Where scores/matchRecord.ts remembers which kept record scores a scorecard match. */
const POINTER_PREFIX = 'darts.scorecard.';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PruneOptions {
  /** Synced records unchanged for longer than this are removed. */
  maxAgeDays: number;
}

export interface PruneResult {
  /** Keys (without the prefix) of the records removed. */
  removed: string[];
  /** Scorecard pointers removed because their record is gone. */
  pointers: string[];
}

const hasVisits = (kept: KeptSayg) =>
  Object.values(kept.record.legs).some(
    (leg) => (leg.home?.throws.length ?? 0) > 0 || (leg.away?.throws.length ?? 0) > 0,
  );

/**
 * May go: nothing to push, and either on the server (it keeps the match) or a draft without a
 * single visit. Anything with pending changes, and any draft with visits, stays.
 */
const disposable = (kept: KeptSayg) => kept.pending === 0 && (kept.id !== null || !hasVisits(kept));

function keysOf(storage: ListableStore): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function pointerTarget(storage: ListableStore, key: string): string | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as { key?: unknown } | null;
    return typeof value?.key === 'string' ? value.key : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the browser's store from growing for ever: removes kept sayg records that may go (see
 * `disposable`) and last changed more than `maxAgeDays` ago, then scorecard pointers whose record
 * is gone. A record kept before `changedAt` existed is stamped now, so it ages from today.
 * Unreadable entries are left alone.
 */
export function pruneKept(
  storage: ListableStore,
  now: Date,
  { maxAgeDays }: PruneOptions = { maxAgeDays: 30 },
): PruneResult {
  const cutoff = now.getTime() - maxAgeDays * DAY_MS;
  const keys = keysOf(storage);
  const removed: string[] = [];
  for (const storageKey of keys.filter((k) => k.startsWith(KEPT_PREFIX))) {
    const kept = readKept(storage, storageKey.slice(KEPT_PREFIX.length));
    if (!kept) continue;
    const changed = Date.parse(kept.changedAt ?? '');
    if (Number.isNaN(changed)) {
      writeKept(storage, { ...kept, changedAt: now.toISOString() });
    } else if (changed < cutoff && disposable(kept)) {
      const key = storageKey.slice(KEPT_PREFIX.length);
      removeKept(storage, key);
      removed.push(key);
    }
  }
  const pointers: string[] = [];
  for (const key of keys.filter((k) => k.startsWith(POINTER_PREFIX))) {
    const target = pointerTarget(storage, key);
    if (target !== null && readKept(storage, target) === null) {
      storage.removeItem(key);
      pointers.push(key);
    }
  }
  return { removed, pointers };
}
