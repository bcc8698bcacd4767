import { visitProblem } from './impossible';
import { checkoutProblem } from './checkout';
import { dartsAtDoubleProblem } from './doubles';
import { sideStart } from './leg';
import { throwOutcomes } from './visit';
import type { LegInput, SideKey } from './types';

/**
 * What a server must refuse in a submitted record, beyond its shape: visit totals three darts
 * cannot score, checkouts impossible with the darts declared, and darts at a double a visit
 * cannot have thrown. Each problem names where it is,
 * as `legs.{leg}.{side}.throws.{index}.{field}: {reason}`.
 */
export function legsProblems(legs: Readonly<Record<string, LegInput>>): string[] {
  const problems: string[] = [];
  for (const [key, leg] of Object.entries(legs)) {
    for (const side of ['home', 'away'] as SideKey[]) {
      const legSide = side === 'home' ? leg.home : leg.away;
      if (!legSide) continue;
      const outcomes = throwOutcomes(sideStart(leg, side), legSide.throws);
      outcomes.forEach((outcome, index) => {
        const where = `legs.${key}.${side}.throws.${index}`;
        const visit = visitProblem(outcome.score);
        if (visit) problems.push(`${where}.score: ${visit}`);
        else if (outcome.checkout) {
          const checkout = checkoutProblem(outcome.remainingBefore, outcome.noOfDarts);
          if (checkout) problems.push(`${where}.noOfDarts: ${checkout}`);
        }
        const doubles = dartsAtDoubleProblem(outcome);
        if (doubles) problems.push(`${where}.dartsAtDouble: ${doubles}`);
      });
    }
  }
  return problems;
}
