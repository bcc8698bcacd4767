import type { Caller } from '#server/auth/guard';
import type { SaygDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';

/* Who may save or delete a leg-by-leg (sayg) record. */

/** recordScoresAsYouGo: edits any record and links records to tournament matches. */
export function canRecordAnySayg(caller: Caller): boolean {
  return caller?.doc.access.recordScoresAsYouGo === true;
}

/**
 * Whoever holds the record's edit token, anyone with recordScoresAsYouGo, or its signed-in
 * creator while it is not linked to a tournament match.
 */
export function canEditSayg(caller: Caller, record: Stored<SaygDoc>, holdsEditToken: boolean): boolean {
  if (holdsEditToken || canRecordAnySayg(caller)) return true;
  return !record.doc.tournamentMatchId && !!caller && record.doc.ownerId === caller.id;
}
