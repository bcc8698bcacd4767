/*
 * Winning a match on legs: the one home of the rule (docs/domain.md, "match" and "leg"). A side
 * wins when it has won more than half the match's number of legs, so best of 5 needs 3 and best
 * of 4 needs 3. The league's cards, leg-by-leg records, tournaments and superleague nights all
 * apply it.
 */

import type { SideKey } from './types';

/** Whether legs won (null or missing: not entered) are more than half the number of legs. */
export function winsOnLegs(legsWon: number | null | undefined, numberOfLegs: number): boolean {
  return legsWon !== null && legsWon !== undefined && legsWon > numberOfLegs / 2;
}

/** The side whose legs won are more than half the number of legs, else null (home checked first). */
export function winnerOnLegs(
  homeLegs: number | null | undefined,
  awayLegs: number | null | undefined,
  numberOfLegs: number,
): SideKey | null {
  if (winsOnLegs(homeLegs, numberOfLegs)) return 'home';
  if (winsOnLegs(awayLegs, numberOfLegs)) return 'away';
  return null;
}

/** The legs that win a match: more than half its number of legs (best of 5: 3, best of 4: 3). */
export function legsToWin(numberOfLegs: number): number {
  return Math.floor(numberOfLegs / 2) + 1;
}
