import type { SaygFixtureMatch, SaygRecord, SaygUpsertInput } from '@darts/core/contract/sayg';
import { settle } from '@darts/core/scoring/progress';
import type { SaygState } from '@darts/core/scoring/types';

/**
 * A sayg record kept in the browser: the whole record,
 * written at once after every visit, with what the background sync needs to push it.
 */
export interface KeptSayg {
  version: 1;
  /** Where it is kept: the server id, or `draft-...` before the first save. */
  key: string;
  /** The server's id once created. */
  id: string | null;
  /** The edit token the server handed out when this browser created the record. */
  editToken: string | null;
  /** The server's `updated` after the last save (sent back as `lastUpdated`). */
  lastUpdated: string | null;
  record: SaygState;
  /** Local changes made (visits, edits, settings), ever. */
  revision: number;
  /** Local changes the server has not acknowledged. */
  pending: number;
  /** Push to the server: set once the scorer saves (shares) the record. */
  sync: boolean;
  /** When the record last changed here or was last saved (ISO); absent in records kept before. */
  changedAt?: string;
  /** The scorecard match it scores (sent with every save: Live now names the fixture). */
  fixtureMatch?: SaygFixtureMatch;
}

/** The part of Web Storage the sync needs (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store whose keys can be listed (localStorage, memoryStore): what pruning needs. */
export interface ListableStore extends KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
}

export const KEPT_PREFIX = 'darts.sayg.';

export function keptStorageKey(key: string): string {
  return `${KEPT_PREFIX}${key}`;
}

/** A key for a record not yet on the server. */
export function newDraftKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : // crypto.randomUUID needs a secure context; a pub tablet may reach the app over plain http.
        `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `draft-${random}`;
}

export function newKept(record: SaygState, key: string = newDraftKey()): KeptSayg {
  return {
    version: 1,
    key,
    id: null,
    editToken: null,
    lastUpdated: null,
    record,
    revision: 0,
    pending: 0,
    sync: false,
  };
}

function isKept(value: unknown): value is KeptSayg {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Partial<KeptSayg>;
  const record = kept.record as Partial<SaygState> | undefined;
  return (
    kept.version === 1 &&
    typeof kept.key === 'string' &&
    typeof kept.revision === 'number' &&
    typeof kept.pending === 'number' &&
    typeof record === 'object' &&
    record !== null &&
    typeof record.legs === 'object' &&
    record.legs !== null &&
    typeof record.startingScore === 'number' &&
    typeof record.numberOfLegs === 'number'
  );
}

/** The record kept under `key`, or null when there is none (or it is unreadable). */
export function readKept(storage: KeyValueStore, key: string): KeptSayg | null {
  let raw: string | null;
  try {
    raw = storage.getItem(keptStorageKey(key));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isKept(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes the record at once; throws when the browser refuses (storage full or disabled). */
export function writeKept(storage: KeyValueStore, kept: KeptSayg): void {
  storage.setItem(keptStorageKey(kept.key), JSON.stringify(kept));
}

export function removeKept(storage: KeyValueStore, key: string): void {
  try {
    storage.removeItem(keptStorageKey(key));
  } catch {
    // Nothing to do: an unreadable store holds nothing of ours.
  }
}

/** The body of `POST /api/Sayg` for the kept state (scores are recomputed by the server). */
export function uploadBody(kept: KeptSayg): SaygUpsertInput {
  const { record } = kept;
  return {
    ...(kept.id ? { id: kept.id } : {}),
    yourName: record.yourName,
    opponentName: record.opponentName ?? null,
    startingScore: record.startingScore,
    numberOfLegs: record.numberOfLegs,
    legs: record.legs,
    ...(record.starts ? { starts: record.starts } : {}),
    ...(record.legsInHand ? { legsInHand: record.legsInHand } : {}),
    ...(kept.fixtureMatch ? { fixtureMatch: kept.fixtureMatch } : {}),
    lastUpdated: kept.lastUpdated,
  };
}

/** A save of the kept record other than the last one this browser knows of, and not an older one. */
export function isNewerSave(kept: KeptSayg, record: SaygRecord): boolean {
  if (kept.id === null || record.id !== kept.id || !record.updated || record.deleted) return false;
  if (record.updated === kept.lastUpdated) return false;
  const [before, after] = [Date.parse(kept.lastUpdated ?? ''), Date.parse(record.updated)];
  return Number.isNaN(before) || Number.isNaN(after) || after > before;
}

/** What a record saved on the server says of the match: who, how many legs, the handicap, the legs. */
export function serverFields(record: SaygRecord) {
  return {
    yourName: record.yourName,
    opponentName: record.opponentName,
    startingScore: record.startingScore,
    numberOfLegs: record.numberOfLegs,
    starts: record.starts ?? null,
    legsInHand: record.legsInHand ?? null,
    legs: record.legs,
  };
}

/** The kept record taking the server's state (as saved from elsewhere); nothing becomes pending. */
export function withServerRecord(kept: KeptSayg, record: SaygRecord): KeptSayg {
  const state = settle({ ...kept.record, ...serverFields(record) });
  return { ...kept, record: state, lastUpdated: record.updated };
}

/** An in-memory store (tests, and browsers where localStorage is disabled). */
export function memoryStore(): ListableStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
