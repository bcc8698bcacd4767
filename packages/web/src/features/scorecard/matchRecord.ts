import type { FixtureMatch, MatchOption } from '@darts/core/contract/fixture';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { settle } from '@darts/core/scoring/progress';
import type { SaygState } from '@darts/core/scoring/types';
import {
  newKept,
  readKept,
  removeKept,
  serverFields,
  type KeptSayg,
  type KeyValueStore,
} from '#web/features/scoring/sync/kept';

/*
 * The leg-by-leg record of one scorecard match. It is kept in the
 * browser and synced to the server from the first moment (spectators follow it live), like a
 * practice match; the card links it by `saygId` when saved. Until then the browser remembers which
 * record belongs to which match of which fixture, so a reload resumes it.
 */

const names = (players: readonly { name: string }[]) => players.map((p) => p.name).join(' & ');

/** A new leg-by-leg record for a match: names from the picked players, score and legs from its options. */
export function newMatchRecord(match: FixtureMatch, option: MatchOption): SaygState {
  return settle({
    yourName: names(match.homePlayers),
    opponentName: names(match.awayPlayers),
    startingScore: option.startingScore > 1 ? option.startingScore : 501,
    numberOfLegs: option.numberOfLegs > 0 ? option.numberOfLegs : 3,
    homeScore: 0,
    awayScore: 0,
    legs: {},
  });
}

/** Where the browser remembers the record of match `index` of a fixture. */
export const matchRecordKey = (fixtureId: string, index: number) => `darts.scorecard.${fixtureId}.${index}`;

interface Remembered {
  /** The kept record's key (its draft key, then its id). */
  key: string;
}

/** Remembers the kept record scoring match `index` of the fixture. */
export function rememberMatchRecord(storage: KeyValueStore, fixtureId: string, index: number, key: string) {
  try {
    storage.setItem(matchRecordKey(fixtureId, index), JSON.stringify({ key } satisfies Remembered));
  } catch {
    // The scorer sees the store's refusal on the scoring screen itself.
  }
}

function remembered(storage: KeyValueStore, fixtureId: string, index: number): string | null {
  try {
    const raw = storage.getItem(matchRecordKey(fixtureId, index));
    const value = raw ? (JSON.parse(raw) as Partial<Remembered>) : null;
    return typeof value?.key === 'string' ? value.key : null;
  } catch {
    return null;
  }
}

/** What opening a match's scoring needs: a kept record, or the stored one read from the server. */
export type MatchRecordSource = { kind: 'kept'; kept: KeptSayg } | { kind: 'load'; id: string };

/**
 * The record to score match `index` with: the one kept here for its `saygId` (or, before the card
 * links one, the one remembered for the match), else the stored record to load, else a new record
 * synced at once.
 */
export function openMatchRecord(
  storage: KeyValueStore,
  fixtureId: string,
  index: number,
  saygId: string | null,
  fresh: SaygState,
): MatchRecordSource {
  const rememberedKey = remembered(storage, fixtureId, index);
  const kept =
    (saygId ? readKept(storage, saygId) : null) ?? (rememberedKey ? readKept(storage, rememberedKey) : null);
  // A remembered record of another (since linked or replaced) record is not this match's.
  if (kept && (saygId === null || kept.id === saygId)) {
    return { kind: 'kept', kept: { ...kept, sync: true } };
  }
  if (saygId) return { kind: 'load', id: saygId };
  return { kind: 'kept', kept: { ...newKept(fresh), sync: true } };
}

/** The stored record, kept here from now on (the scorer's visits win over it from here). */
export function keptFromServer(stored: SaygRecord, fresh: SaygState): KeptSayg {
  const record = settle({ ...fresh, ...serverFields(stored) });
  return { ...newKept(record, stored.id), id: stored.id, lastUpdated: stored.updated, sync: true };
}

/**
 * The record under the match's current players and options (picked or changed on the card since
 * it was scored), or null when they agree.
 */
export function withMatchSettings(record: SaygState, fresh: SaygState): SaygState | null {
  const same =
    record.yourName === fresh.yourName &&
    record.opponentName === fresh.opponentName &&
    record.startingScore === fresh.startingScore &&
    record.numberOfLegs === fresh.numberOfLegs;
  if (same) return null;
  const { yourName, opponentName, startingScore, numberOfLegs } = fresh;
  return settle({ ...record, yourName, opponentName, startingScore, numberOfLegs });
}

/**
 * The legs the card must carry on Save: those of matches whose record the server does not have
 * in full yet (never created, or visits still pending). A record already synced is left alone,
 * so a card saved later never writes older legs over visits another device has added since.
 */
export function legsToSave<T extends SaygState>(
  storage: KeyValueStore,
  saygs: Readonly<Record<number, T>>,
  saygIdOf: (index: number) => string | null,
): Record<number, T> {
  return Object.fromEntries(
    Object.entries(saygs).filter(([index]) => {
      const saygId = saygIdOf(Number(index));
      const kept = saygId ? readKept(storage, saygId) : null;
      return !(kept && kept.id === saygId && kept.pending === 0);
    }),
  );
}

/**
 * After a Save that carried the legs of matches whose record never reached the server: the card
 * made their records, so the browser's unsynced copies (and the pointers to them) go.
 */
export function forgetSavedDrafts(
  storage: KeyValueStore,
  fixtureId: string,
  indexes: readonly number[],
): void {
  for (const index of indexes) {
    const key = remembered(storage, fixtureId, index);
    const kept = key ? readKept(storage, key) : null;
    if (!key || !kept || kept.id !== null) continue;
    removeKept(storage, key);
    try {
      storage.removeItem(matchRecordKey(fixtureId, index));
    } catch {
      // Nothing to do: an unreadable store holds nothing of ours.
    }
  }
}
