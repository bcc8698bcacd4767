import type { Caller } from '#server/auth/guard';
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
