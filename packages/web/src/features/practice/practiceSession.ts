import { newKept, readKept, type KeptSayg, type KeyValueStore } from '#web/features/scoring/sync/kept';
import {
  createSyncEngine,
  type SaygSyncEngine,
  type SyncEnvironment,
} from '#web/features/scoring/sync/syncEngine';
import { agreesWith, newPracticeRecord, type PracticeSettings } from './practiceSettings';

/** Where the practice match being scored on this browser (before it is saved) is kept. */
export const CURRENT_PRACTICE_KEY = 'darts.practice.current';

/** What the practice page shows: a match this browser scores, or someone else's, read-only. */
export type PracticeSession =
  | { kind: 'scorer'; key: string; hash: string | null; engine: SaygSyncEngine }
  | { kind: 'shared'; key: string; hash: string; id: string };

export interface OpenOptions {
  /** The id in the address's hash, or null. */
  hashId: string | null;
  /** Settings the address gives. */
  given: Partial<PracticeSettings>;
  /** Settings for a new match. */
  settings: PracticeSettings;
  env: SyncEnvironment;
}

/**
 * Opens the practice match for an address, reading (never writing) the browser's store:
 * - `#{id}` with the edit token kept here: this browser scores it (its kept state wins, so a
 *   reload or a dropped network resumes where the scorer was);
 * - `#{id}` without the token: someone else's match, shown read-only from the server;
 * - no hash: the unsaved match kept here (unless the address asks for other settings), else a new one.
 */
export function openPracticeSession({ hashId, given, settings, env }: OpenOptions): PracticeSession {
  if (hashId) {
    const kept = readKept(env.storage, hashId);
    if (kept?.editToken) return scorer(hashId, kept, env);
    return { kind: 'shared', key: `shared-${hashId}`, hash: hashId, id: hashId };
  }
  const draft = currentDraft(env.storage);
  const kept =
    draft && draft.id === null && agreesWith(draft.record, given)
      ? draft
      : newKept(newPracticeRecord(settings));
  return scorer(null, kept, env);
}

function scorer(hash: string | null, kept: KeptSayg, env: SyncEnvironment): PracticeSession {
  return { kind: 'scorer', key: kept.key, hash, engine: createSyncEngine(env, kept) };
}

function currentDraft(storage: KeyValueStore) {
  try {
    const key = storage.getItem(CURRENT_PRACTICE_KEY);
    return key ? readKept(storage, key) : null;
  } catch {
    return null;
  }
}

/** Remembers the unsaved match so a reload of /practice/match resumes it. */
export function rememberCurrentPractice(storage: KeyValueStore, key: string): void {
  try {
    storage.setItem(CURRENT_PRACTICE_KEY, key);
  } catch {
    // The match itself reports a store that refuses writes.
  }
}

/** True while the session still shows what the address asks for. */
export function sessionMatches(session: PracticeSession, hashId: string | null): boolean {
  if (session.hash === hashId) return true;
  return session.kind === 'scorer' && session.engine.getStatus().kept.id === hashId;
}
