import { BEST_OF_INVALID, SIDE_NAME_REQUIRED, SIDE_PLAYS_ITSELF } from '../tournament/validation';

/* The texts a user reads about tournaments (docs/domain.md, "A knockout tournament"). */

/** The name a tournament's messages give it ("Tournament updated"; the league's words, decision 021). */
export const TOURNAMENT_TYPE = 'Tournament';

// Side texts have one home in core/tournament/validation.ts.
export { SIDE_NAME_REQUIRED, BEST_OF_INVALID };
export const SAME_SIDE_TWICE = SIDE_PLAYS_ITSELF;

export const SEASON_REQUIRED = 'Select a season first';
/** A tournament that is not there (or deleted). */
export const TOURNAMENT_NOT_FOUND = 'Tournament could not be found';
/**
 * A save's warning when the date lies outside the season (the web asks first, docs/decisions/023): the
 * tournament is kept, but the fixtures tab lists a season's tournaments within its dates only.
 */
export const TOURNAMENT_DATE_OUTSIDE_SEASON =
  "The tournament's date is outside the season's dates: it will not show in the fixtures until the season's dates change";
export const SIDE_NOT_IN_TOURNAMENT = "The side is not one of the tournament's sides";
export const ROUND_NOT_FOUND = "Round doesn't exist";
export const MATCH_NOT_FOUND = 'Match not found';
export const NO_MATCH_DETAILS = 'No match details to update';
export const NO_ROUND_DETAILS = 'No round details to update';
export const NO_TOURNAMENT_DATA = 'No tournament data to update';
export const MATCH_HAS_SAYG = 'Match already has a leg-by-leg record';
export const MATCH_HAS_NO_SAYG = 'Match does not have a leg-by-leg record';
export const MATCH_SIDES_MISSING = 'Match does not have both sides set';
export const DETAILS_NOT_PERMITTED = "Not permitted to change the tournament's details";
export const RESULTS_NOT_PERMITTED = "Not permitted to change the tournament's bracket or scores";
export { MATCH_SAYG_DELETE_NOT_PERMITTED, SAYG_NOT_PERMITTED } from './sayg';
