import type { DocumentWrite } from '#server/db/repositories';
import type { ReadyAnswer } from '#server/http/readyAnswer';

/** What an eviction covers: one season's entries, or everything. */
export type Eviction = { kind: 'season'; seasonId: string } | { kind: 'all' };

const ALL: Eviction[] = [{ kind: 'all' }];
const seasonsOf = (docs: readonly { seasonId: string | null }[]): Eviction[] =>
  docs.length === 0
    ? ALL
    : [...new Set(docs.map((d) => d.seasonId))].map((seasonId) =>
        seasonId === null ? ALL[0]! : { kind: 'season', seasonId },
      );

/**
 * What a repository write makes stale in the division data. Fixtures, notes and tournaments touch
 * their season (knockouts show in any season's data); divisions, seasons (a query without a season
 * finds one by date), teams (names and squads show wherever they played) and features (VetoScores)
 * touch everything. Other tables do not feed division data.
 */
export function evictionsFor(write: DocumentWrite): Eviction[] {
  switch (write.table) {
    case 'game':
      return write.docs.some((g) => g.isKnockout) ? ALL : seasonsOf(write.docs);
    case 'note':
    case 'tournament':
      return seasonsOf(write.docs);
    case 'division':
    case 'season':
    case 'team':
    case 'feature':
      return ALL;
    default:
      return [];
  }
}

interface Entry {
  seasonId: string;
  answer: ReadyAnswer;
  bytes: number;
}

/** Bytes an entry costs beyond its answer's: key, map slots and objects (an estimate). */
const OVERHEAD = 256;

/**
 * Division data answers as ready bytes, keyed by query (and what else the answer depends on), an
 * LRU bounded by bytes: entries least recently used go first once the budget is exceeded. Writes
 * evict (see `evictionsFor`): the season they touched, or everything.
 *
 * Seam for several instances: `onEvict` listeners hear every local eviction (a Redis bridge
 * publishes them), and `apply` performs an eviction received from elsewhere without re-announcing it.
 */
export class DivisionDataCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<ReadyAnswer>>();
  private readonly listeners = new Set<(eviction: Eviction) => void>();
  private evictions = 0;
  private totalBytes = 0;
  /** Lookups that found an answer, and that found none (metrics). */
  hits = 0;
  misses = 0;

  readonly maxBytes: number;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  /**
   * Counts evictions. Read it before loading the data to cache and pass it to `set`: data computed
   * while an eviction happened is not stored, as it may already be stale.
   */
  get generation(): number {
    return this.evictions;
  }

  get(key: string): ReadyAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(seasonId: string, key: string, answer: ReadyAnswer, generation: number): void {
    if (generation !== this.evictions) return;
    this.remove(key);
    const entry: Entry = { seasonId, answer, bytes: answer.size + key.length * 2 + OVERHEAD };
    answer.onGrow = (bytes) => {
      if (this.entries.get(key) !== entry) return;
      entry.bytes += bytes;
      this.totalBytes += bytes;
      this.trim();
    };
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.trim();
  }

  /**
   * One computation per key at a time: callers asking while it runs share its answer. An eviction
   * forgets computations under way, so later callers never join one that may read stale data.
   */
  shared(key: string, compute: () => Promise<ReadyAnswer>): Promise<ReadyAnswer> {
    const running = this.pending.get(key);
    if (running) return running;
    const promise = compute().finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    return promise;
  }

  /** Performs the evictions a repository write calls for. */
  evictFor(write: DocumentWrite): void {
    for (const eviction of evictionsFor(write)) {
      if (eviction.kind === 'all') this.evictAll();
      else this.evictSeason(eviction.seasonId);
    }
  }

  /** Drops one season's entries and tells the listeners. */
  evictSeason(seasonId: string): void {
    this.apply({ kind: 'season', seasonId });
    this.announce({ kind: 'season', seasonId });
  }

  /** Drops every entry and tells the listeners. */
  evictAll(): void {
    this.apply({ kind: 'all' });
    this.announce({ kind: 'all' });
  }

  /** Performs an eviction without announcing it (for evictions heard from other instances). */
  apply(eviction: Eviction): void {
    this.evictions++;
    this.pending.clear();
    for (const [key, entry] of this.entries) {
      if (eviction.kind === 'all' || entry.seasonId === eviction.seasonId) this.remove(key);
    }
  }

  /** Listens to local evictions; returns the function that stops listening. */
  onEvict(listener: (eviction: Eviction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Number of cached entries (status and tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes the cached entries hold (an estimate; status and tests). */
  get bytes(): number {
    return this.totalBytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  /** Drops the least recently used entries until the cache fits its budget. */
  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) return;
      this.remove(key);
    }
  }

  private announce(eviction: Eviction): void {
    for (const listener of this.listeners) listener(eviction);
  }
}
