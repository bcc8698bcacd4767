/* The tournament's numbers. */

/** Legs of a tournament match when neither its round's options nor the tournament's bestOf say. */
export const DEFAULT_MATCH_LEGS = 5;

/** The bestOf a new tournament starts with. */
export const DEFAULT_TOURNAMENT_BEST_OF = 7;

/** The starting score of a tournament match when its round's options do not say. */
export const DEFAULT_TOURNAMENT_STARTING_SCORE = 501;

/** The least bestOf a tournament may have (its Best of input's minimum). */
export const MIN_TOURNAMENT_BEST_OF = 3;

/** The least best-of a single match may have (the match best-of input's minimum). */
export const MIN_MATCH_BEST_OF = 1;

/** A hi-check is a checkout of this score or more. */
export const MIN_HI_CHECK = 100;

/** The score of a maximum visit, counted in the 180s box. */
export const MAXIMUM_SCORE = 180;
