import { MAX_VISIT_SCORE } from './limits';

/**
 * Visit totals from 0 to 180 that three darts cannot score; they are refused at entry.
 */
export const IMPOSSIBLE_VISIT_TOTALS: readonly number[] = [163, 166, 169, 172, 173, 175, 176, 178, 179];

/**
 * Why a visit total cannot be recorded, or null when it can: it must be a whole number from
 * 0 to 180 that three darts can score.
 */
export function visitProblem(score: number): string | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'Score must be a number';
  if (!Number.isInteger(score)) return 'Score must be a whole number';
  if (score < 0 || score > MAX_VISIT_SCORE) {
    return `Score must be between 0 and ${MAX_VISIT_SCORE}`;
  }
  if (IMPOSSIBLE_VISIT_TOTALS.includes(score)) return `${score} cannot be scored with 3 darts`;
  return null;
}

/** True when three darts can score this visit total. */
export function isPossibleVisit(score: number): boolean {
  return visitProblem(score) === null;
}

/** Why a visit's dart count is invalid, or null: it must be 1, 2 or 3. */
export function dartsProblem(noOfDarts: number): string | null {
  return Number.isInteger(noOfDarts) && noOfDarts >= 1 && noOfDarts <= 3
    ? null
    : 'No of darts must be 1, 2 or 3';
}
