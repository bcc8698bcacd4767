import type { SeasonDates } from '@darts/core/league/currentSeason';
import type { SinglesRecord } from '@darts/core/reports/singlesRecords';
import type { DocumentWrite } from '#server/db/repositories';

/*
 * Every singles match recorded leg by leg in the league, by player (core reports/singlesRecords.ts),
 * worked out once and kept until a write changes what it is made of: a fixture, a tournament, a
 * team or a season, here or (through the live bus's division evictions) on another instance. The
 * records' throws are not in it: a player's figures read their records, and an answer is kept
 * only while no record was written here and for a second at most, so a leg saved on any instance
 * shows within a second (docs/decisions/056).
 */

export interface FiguresIndex {
  /** Each player's singles records, any order. */
  byPlayer: Map<string, SinglesRecord[]>;
  /** The latest name each player played under. */
  names: Map<string, string>;
  seasons: Map<string, string>;
  /** Every season's dates: the one a practice match was played in (decision 062). */
  seasonDates: (SeasonDates & { id: string })[];
  /** Players (ids in lower case) who asked to be shown to visitors by initials only. */
  initialsOnly: Set<string>;
  /** Each squad player's e-mail addresses (lower case): the accounts that play as them. */
  emails: Map<string, Set<string>>;
  /** Every leg-by-leg record a fixture or tournament links (lower case): none is practice. */
  linked: Set<string>;
}

const FEEDS = new Set(['game', 'tournament', 'team', 'season']);

export class FiguresIndexCache {
  private version = 0;
  /** Bumped by every leg-by-leg record written here: figures answers kept before it are stale. */
  private recordsVersion = 0;
  private built: { version: number; index: Promise<FiguresIndex> } | null = null;
  /** Players' figures answers: fresh while nothing was written here, for a second at most (other instances' legs). */
  readonly figures = new AnswerCache(1000, 500);
  /** Leaderboards: recomputed after a fixture, tournament, team or season write, or 30 seconds. */
  readonly leaderboards = new AnswerCache(30_000, 50);

  /** Hears every repository write: one of the index's tables makes it stale. */
  noteWrite(write: DocumentWrite): void {
    if (FEEDS.has(write.table)) this.version += 1;
    if (write.table === 'sayg') this.recordsVersion += 1;
  }

  /** What an answer from the index alone (`records` false) or with the records too was made from. */
  stamp(records: boolean): string {
    return records ? `${this.version}:${this.recordsVersion}` : String(this.version);
  }

  /** A player chose whether their shared practice counts: figures answers kept before it are stale. */
  practiceChanged(): void {
    this.recordsVersion += 1;
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

/**
 * Answers kept by key while what they were made from (their stamp) is unchanged and they are
 * younger than `maxAgeMs`; the oldest go first past `maxEntries`. Requests meanwhile share one
 * computation.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { stamp: string; at: number; value: Promise<unknown> }>();

  private readonly maxAgeMs: number;
  private readonly maxEntries: number;

  constructor(maxAgeMs: number, maxEntries: number) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
  }

  get<T>(key: string, stamp: string, now: number, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && now - kept.at < this.maxAgeMs) return kept.value as Promise<T>;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { stamp, at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
