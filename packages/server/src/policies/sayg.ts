import { fixtureMatchKey } from '@darts/core/scorecard/boardCard';
import type { Caller } from '#server/auth/guard';
import type { SaygDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';

/* Who may save or delete a leg-by-leg (sayg) record. */

/** True for a device approved as a board's scorer (decision 055). */
export const isBoardDevice = (caller: Caller): caller is NonNullable<Caller> =>
  caller?.doc.device?.role === 'scorer' && caller.doc.device.status === 'approved';

/**
 * recordScoresAsYouGo: edits any record and links records to tournament matches. Not a board's
 * scorer device, which holds the flag for its board's match only (services/boardDevice.ts).
 */
export function canRecordAnySayg(caller: Caller): boolean {
  return caller?.doc.access.recordScoresAsYouGo === true && !caller.doc.device;
}

/** The key of the match a record scores, as a board's call names it (services/boardDevice.ts). */
function boardMatchKeyOf(record: Stored<SaygDoc>): string | null {
  const { tournamentMatchId, fixtureMatch } = record.doc;
  if (tournamentMatchId) return tournamentMatchId.toLowerCase();
  return fixtureMatch ? fixtureMatchKey(fixtureMatch.fixtureId, fixtureMatch.index) : null;
}

/**
 * Whoever holds the record's edit token, anyone with recordScoresAsYouGo, or its signed-in
 * creator while it is not linked to a tournament match. A board's scorer device: the record of the
 * match called to its board (`boardMatchKey`: a tournament's match, or a fixture night's) and the
 * records it started.
 */
export function canEditSayg(
  caller: Caller,
  record: Stored<SaygDoc>,
  holdsEditToken: boolean,
  boardMatchKey: string | null = null,
): boolean {
  if (holdsEditToken || canRecordAnySayg(caller)) return true;
  const own = !!caller && record.doc.ownerId === caller.id;
  if (caller?.doc.device) return own || (!!boardMatchKey && boardMatchKeyOf(record) === boardMatchKey);
  return !record.doc.tournamentMatchId && own;
}
