import type { Fixture } from '@darts/core/contract/fixture';
import type { KeyValueStore } from '#web/features/scoring/sync/kept';

/*
 * A scorecard being filled in is kept in the browser until it is saved (a captain's phone that
 * reloads or dies on league night loses nothing). A draft belongs to one fixture and one account,
 * and remembers which version of the card it was made from (`readAt`, the card's `updated`).
 */

const PREFIX = 'darts.scorecard-draft.';

export const draftKey = (fixtureId: string, accountId: string) => `${PREFIX}${fixtureId}.${accountId}`;

export interface ScorecardDraft {
  version: 1;
  /** The `updated` of the card the edits were made to (the token its Save would send). */
  readAt: string | null;
  card: Fixture;
  /** When it was last changed (ISO), shown to the scorer. */
  savedAt: string;
}

/** Keeps the edited card; a full or disabled store is ignored (the card is still on screen). */
export function keepDraft(storage: KeyValueStore, key: string, draft: Omit<ScorecardDraft, 'version'>): void {
  try {
    storage.setItem(key, JSON.stringify({ version: 1, ...draft } satisfies ScorecardDraft));
  } catch {
    // Nothing to do: the draft is a safety net only.
  }
}

export function readDraft(storage: KeyValueStore, key: string): ScorecardDraft | null {
  try {
    const raw = storage.getItem(key);
    const value = raw ? (JSON.parse(raw) as Partial<ScorecardDraft>) : null;
    const card = value?.card;
    if (value?.version !== 1 || typeof card !== 'object' || card === null || !Array.isArray(card.matches)) {
      return null;
    }
    return value as ScorecardDraft;
  } catch {
    return null;
  }
}

export function dropDraft(storage: KeyValueStore, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Unreadable stores hold nothing of ours.
  }
}

/**
 * The draft's edits over the card as it is now: the results and details the scorer entered, with
 * the current card's concurrency token (so Save is checked against what is stored now).
 */
export function restoredCard(draft: ScorecardDraft, current: Fixture): Fixture {
  return { ...draft.card, id: current.id, updated: current.updated, photos: current.photos };
}

/** True when the card holds edits worth keeping (its results or details differ from the card read). */
export function hasEdits(card: Fixture, read: Fixture): boolean {
  const results = (g: Fixture) => JSON.stringify({ ...g, photos: [], updated: null });
  return results(card) !== results(read);
}
