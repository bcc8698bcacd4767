import type { TournamentSide } from './types';

/*
 * The tournament sheet's and dialogs' texts (docs/domain.md, "A knockout tournament"), apart from their
 * checks (validation.ts) so the read-only sheet loads no rules to ask a question
 * (docs/decisions/012).
 */

export const SELECT_SIDE_FIRST = 'Select a side first';
export const BEST_OF_INVALID = 'Best of is invalid';
export const SIDE_NAME_REQUIRED = 'Please enter a name for this side';
/** The text when a side has neither a team nor players. */
export const SELECT_TEAM_OR_PLAYERS = 'Select a team or some players';
export const REMOVE_MATCH_QUESTION = 'Are you sure you want to remove this match?';
export const SAVE_TOURNAMENT_FIRST = 'Save the tournament first';
export const UNKNOWN_NEW_PLAYER_DIVISION = 'Unable to determine division for newly created player';
/** A match's two sides must differ. */
export const SIDE_PLAYS_ITSELF = 'A side cannot play itself';

/** The second question when a match's leg-by-leg record is deleted, for someone who may enter results. */
export const CLEAR_MATCH_SCORE_QUESTION = 'Clear match score (to allow scores to be re-recorded?)';

/** The first question when a match's leg-by-leg record is deleted. */
export function deleteRecordQuestion(match: string): string {
  return `Are you sure you want to delete the leg-by-leg record of ${match}?`;
}

export function removeSideQuestion(name: string): string {
  return `Are you sure you want to remove ${name}?`;
}

/** The note beside a player already in another side (who cannot be chosen). */
export function selectedIn(side: Pick<TournamentSide, 'name'>): string {
  return `Selected in ${side.name}`;
}

export function alreadyInRound(side: Pick<TournamentSide, 'name'>): string {
  return `${side.name} is already playing in this round`;
}

export function noShowCannotPlay(side: Pick<TournamentSide, 'name'>): string {
  return `${side.name} did not show`;
}

export function sumIsNaN(field: string, side: string): string {
  return `Cannot calculate the sum of ${field} for ${side}, value results in NaN`;
}
