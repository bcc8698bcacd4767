import type { DivisionData } from '@darts/core/contract/divisionData';

/** What an eviction covers: one season's entries, or everything. */
export type Eviction = { kind: 'season'; seasonId: string } | { kind: 'all' };

/**
 * Division data computed for anonymous callers, cached in memory per season and query (DESIGN
 * section 4). Every write to divisions, seasons, teams, players, games, notes (and tournaments)
 * evicts: the season it touched, or everything when it may touch several seasons.
 *
 * Seam for several instances: `onEvict` listeners hear every local eviction (a Redis bridge
 * publishes them), and `apply` performs an eviction received from elsewhere without re-announcing it.
 */
export class DivisionDataCache {
  private readonly seasons = new Map<string, Map<string, DivisionData>>();
  private readonly listeners = new Set<(eviction: Eviction) => void>();
  private evictions = 0;

  /**
   * Counts evictions. Read it before loading the data to cache and pass it to `set`: data computed
   * while an eviction happened is not stored, as it may already be stale.
   */
  get generation(): number {
    return this.evictions;
  }

  get(seasonId: string, key: string): DivisionData | undefined {
    return this.seasons.get(seasonId)?.get(key);
  }

  set(seasonId: string, key: string, data: DivisionData, generation: number): void {
    if (generation !== this.evictions) return;
    let entries = this.seasons.get(seasonId);
    if (!entries) {
      entries = new Map();
      this.seasons.set(seasonId, entries);
    }
    entries.set(key, data);
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
    if (eviction.kind === 'all') this.seasons.clear();
    else this.seasons.delete(eviction.seasonId);
  }

  /** Listens to local evictions; returns the function that stops listening. */
  onEvict(listener: (eviction: Eviction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Number of cached entries (status and tests). */
  get size(): number {
    let count = 0;
    for (const entries of this.seasons.values()) count += entries.size;
    return count;
  }

  private announce(eviction: Eviction): void {
    for (const listener of this.listeners) listener(eviction);
  }
}
