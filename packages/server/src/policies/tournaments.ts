import type { Caller } from '#server/auth/guard';
import type { SaygDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { canRecordAnySayg } from './sayg';

/*
 * Who may change a tournament (docs/domain.md, "Who may do what"). manageTournaments runs the
 * event: its details, creating and deleting it, and (as its organiser) the bracket too;
 * enterTournamentResults keeps the bracket and scores; recordScoresAsYouGo links leg-by-leg
 * records to its matches.
 */

/** Date, address, type, notes, best of, host and opponent, flags; create and delete. */
export function canManageTournament(caller: Caller): boolean {
  return caller?.doc.access.manageTournaments === true;
}

/** Sides, rounds, match scores, 180s and hi-checks. */
export function canEnterTournamentResults(caller: Caller): boolean {
  const access = caller?.doc.access;
  return access?.enterTournamentResults === true || access?.manageTournaments === true;
}

/** Creating, linking and removing the leg-by-leg record of a tournament match. */
export function canLinkTournamentSayg(caller: Caller): boolean {
  return canRecordAnySayg(caller);
}

/**
 * Deleting a match's leg-by-leg record: its starter (who created it with recordScoresAsYouGo) or
 * whoever keeps the results; another scorer may score it but not delete it (docs/decisions/041).
 */
export function canDeleteTournamentSayg(caller: Caller, record: Stored<SaygDoc> | null): boolean {
  if (canEnterTournamentResults(caller)) return true;
  return canRecordAnySayg(caller) && !!record && record.doc.ownerId === caller?.id;
}
