/*
 * Texts the scorecard's rules (card.ts) share with the tournament's 180s and hi-checks
 * (tournament/accolades.ts), apart from those rules so the read-only tournament sheet loads none
 * of them (docs/decisions/012).
 */

export const SELECT_PLAYER_FIRST = 'Ensure a player is selected first';
export const ENTER_SCORE_FIRST = 'Enter the score first';
