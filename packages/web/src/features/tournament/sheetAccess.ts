import type { Account } from '@darts/core/contract/account';
import type { MatchPlace } from './Bracket';

/*
 * What a tournament sheet (knockout, single round or a planned format) lets an account do and which dialog is open:
 * apart from the knockout sheet, so the single-round sheet loads none of it (docs/decisions/012).
 */

export type OpenDialog =
  | { kind: 'match'; place: MatchPlace }
  | { kind: 'side'; sideId: string | null }
  | { kind: '180s' }
  | { kind: 'hi-checks' }
  | { kind: 'details' }
  | { kind: 'photos' }
  | { kind: 'score'; place: MatchPlace }
  /** A planned format's match, by its id there ("W1-2"). */
  | { kind: 'score-plan'; matchId: string };

export interface SheetAccess {
  /** manageTournaments: details, the edit dialog, create and delete. */
  manage: boolean;
  /** enterTournamentResults (or manageTournaments): sides, bracket, scores, 180s and hi-checks. */
  results: boolean;
  /** recordScoresAsYouGo: scoring a match leg by leg. */
  score: boolean;
}

export function accessOf(account: Account | null): SheetAccess {
  const access = account?.access;
  const manage = access?.manageTournaments === true;
  return {
    manage,
    results: manage || access?.enterTournamentResults === true,
    score: access?.recordScoresAsYouGo === true,
  };
}
