import type { SinglesRecord } from '@darts/core/reports/singlesRecords';
import type { DocumentWrite } from '#server/db/repositories';

/*
 * Every singles match recorded leg by leg in the league, by player (core reports/singlesRecords.ts),
 * worked out once and kept until a write changes what it is made of: a fixture, a tournament, a
 * team or a season, here or (through the live bus's division evictions) on another instance. The
 * records' throws are not in it: a player's figures read their records at once, so a leg saved
 * shows in them on the next request (docs/decisions/056).
 */

export interface FiguresIndex {
  /** Each player's singles records, any order. */
  byPlayer: Map<string, SinglesRecord[]>;
  /** The latest name each player played under. */
  names: Map<string, string>;
  seasons: Map<string, string>;
}

const FEEDS = new Set(['game', 'tournament', 'team', 'season']);

export class FiguresIndexCache {
  private version = 0;
  private built: { version: number; index: Promise<FiguresIndex> } | null = null;

  /** Hears every repository write: one of the index's tables makes it stale. */
  noteWrite(write: DocumentWrite): void {
    if (FEEDS.has(write.table)) this.version += 1;
  }

  /** Stale at once: another instance wrote what the division data (and so this index) is made of, or an import replaced the data. */
  invalidate(): void {
    this.version += 1;
  }

  /** The index, built by `build` when stale; requests meanwhile share one build. */
  get(build: () => Promise<FiguresIndex>): Promise<FiguresIndex> {
    if (this.built?.version === this.version) return this.built.index;
    const version = this.version;
    const index = build();
    this.built = { version, index };
    index.catch(() => {
      if (this.built?.index === index) this.built = null;
    });
    return index;
  }
}
