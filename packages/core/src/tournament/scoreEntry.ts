import { legsToWin, winsOnLegs } from '../scoring/legsRule';

/*
 * A knockout match's score as the Edit match dialog enters it (docs/domain.md, "A knockout
 * tournament"): a score must decide the match, so the winner goes through to the next round.
 * The winning itself is core/scoring/legsRule.ts's rule.
 */

/**
 * Why a knockout match's entered score cannot be saved, or null: no score at all is fine (not
 * played yet); otherwise exactly one side must have won (`winsOnLegs`). Null is not entered.
 */
export function tournamentScoreProblem(
  scoreA: number | null,
  scoreB: number | null,
  numberOfLegs: number,
): string | null {
  if (scoreA === null && scoreB === null) return null;
  const aWins = winsOnLegs(scoreA, numberOfLegs);
  const bWins = winsOnLegs(scoreB, numberOfLegs);
  const needed = legsToWin(numberOfLegs);
  const score = `a score of ${scoreA !== null && scoreB !== null ? `${scoreA}-${scoreB}` : (scoreA ?? scoreB)}`;
  if (aWins && bWins) {
    return `Only one side can win ${needed} legs in a best of ${numberOfLegs}: ${score} cannot be saved`;
  }
  if (aWins || bWins) return null;
  return `A best of ${numberOfLegs} is won with ${needed} legs: ${score} decides nothing, so nobody goes through`;
}
