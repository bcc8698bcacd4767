import type { LegSide, SideInput, Throw } from './types';

/** Darts recorded for an ordinary visit (a checkout may use 1-3). */
export const DARTS_PER_VISIT = 3;

/**
 * Bust rule: a visit that would leave the remaining score below 0 or
 * at exactly 1 is a bust. It is recorded but adds nothing. Leaving exactly 0 is a checkout.
 */
export function isBust(remainingBefore: number, score: number): boolean {
  const after = remainingBefore - score;
  return after < 0 || after === 1;
}

/** One recorded visit with what it did to the side. */
export interface ThrowOutcome extends Throw {
  /** The visit broke the bust rule and counted for nothing. */
  bust: boolean;
  /** Points the visit added (0 when bust). */
  points: number;
  /** Remaining score before the visit. */
  remainingBefore: number;
  /** Remaining score after the visit. */
  remaining: number;
  /** The visit left exactly 0. */
  checkout: boolean;
}

/** Replays a side's throws from the starting score, marking busts and the checkout. */
export function throwOutcomes(startingScore: number, throws: readonly Throw[]): ThrowOutcome[] {
  let remaining = startingScore;
  return throws.map((t) => {
    const bust = isBust(remaining, t.score);
    const points = bust ? 0 : t.score;
    const remainingBefore = remaining;
    remaining -= points;
    return {
      ...copyThrow(t),
      bust,
      points,
      remainingBefore,
      remaining,
      checkout: !bust && remaining === 0 && remainingBefore > 0,
    };
  });
}

/** Points scored by the throws: the sum of non-bust visits (never above the starting score). */
export function sideScore(startingScore: number, throws: readonly Throw[]): number {
  let score = 0;
  for (const t of throws) {
    if (!isBust(startingScore - score, t.score)) score += t.score;
  }
  return score;
}

/** Darts thrown: the sum of every visit's darts, busts included. */
export function sideDarts(throws: readonly Throw[]): number {
  return throws.reduce((total, t) => total + t.noOfDarts, 0);
}

/** A visit as it is kept: its total, its darts and, when the scorer gave it, its darts at a double. */
export function copyThrow(t: Throw): Throw {
  return t.dartsAtDouble === undefined
    ? { score: t.score, noOfDarts: t.noOfDarts }
    : { score: t.score, noOfDarts: t.noOfDarts, dartsAtDouble: t.dartsAtDouble };
}

/**
 * Recomputes a side's `score` and `noOfDarts` from its throws; whatever the input said is
 * ignored. Throws are copied by `copyThrow` only.
 */
export function recomputeSide(startingScore: number, side: SideInput): LegSide {
  const throws = side.throws.map(copyThrow);
  return {
    score: sideScore(startingScore, throws),
    noOfDarts: sideDarts(throws),
    throws,
  };
}

/** Remaining score of a side: starting score minus its (recomputed) score. */
export function sideRemaining(startingScore: number, side: SideInput): number {
  return startingScore - sideScore(startingScore, side.throws);
}

/** The result of applying one visit to a side. */
export interface VisitResult {
  side: LegSide;
  bust: boolean;
  /** Remaining after the visit (unchanged when bust). */
  remaining: number;
  /** The visit left exactly 0. */
  checkout: boolean;
}

/**
 * Applies a visit to a side: the throw is appended (busts too) and the side recomputed.
 * Does not validate the score; see `visitProblem` and `checkoutProblem`.
 */
export function applyVisit(
  startingScore: number,
  side: SideInput,
  score: number,
  noOfDarts: number = DARTS_PER_VISIT,
): VisitResult {
  const before = sideRemaining(startingScore, side);
  const bust = isBust(before, score);
  const next = recomputeSide(startingScore, { throws: [...side.throws, { score, noOfDarts }] });
  const remaining = startingScore - next.score;
  return { side: next, bust, remaining, checkout: !bust && remaining === 0 && before > 0 };
}
