import type { UnsavedResult } from '../contract/unsaved';

/*
 * A result left unsaved (issue 27): a match's leg-by-leg record shows it won, but the event (a
 * tournament's sheet, a fixture night's card) still holds another score a minute after the last leg.
 * The scorer sends the legs as they are won, so this is a save that failed (a tablet gone offline, a
 * refusal nobody read). Pure.
 */

/** How long after its last leg a won match's result may be missing before the secretary is told. */
export const UNSAVED_AFTER_MS = 60_000;

/** A match with a linked record: the score the event holds (A home, B away), the record's legs. */
export interface LinkedMatch {
  matchId: string;
  scoreA: number | null;
  scoreB: number | null;
  record: { homeScore: number; awayScore: number; numberOfLegs: number; updated: string };
}

/** True when one side of the record has won the most of its legs. */
export const recordWon = (r: LinkedMatch['record']) => {
  const needed = Math.floor(r.numberOfLegs / 2) + 1;
  return r.homeScore >= needed || r.awayScore >= needed;
};

/** The matches won on their records at least UNSAVED_AFTER_MS before `now` whose result the event does not hold. */
export function unsavedResults(matches: readonly LinkedMatch[], now: Date): UnsavedResult[] {
  return matches
    .filter(({ scoreA, scoreB, record }) => {
      if (!recordWon(record)) return false;
      if (scoreA === record.homeScore && scoreB === record.awayScore) return false;
      return now.getTime() - Date.parse(record.updated) >= UNSAVED_AFTER_MS;
    })
    .map(({ matchId, record }) => ({
      matchId,
      scoreA: record.homeScore,
      scoreB: record.awayScore,
      finished: record.updated,
    }));
}
