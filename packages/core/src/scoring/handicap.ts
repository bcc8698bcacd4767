import { threeDartAverage } from './statistics';
import type { LegInput, SideStarts } from './types';

/*
 * Handicaps for mixed-ability play: a start-score handicap (the weaker player starts lower, e.g.
 * 441 against 501) or a leg start (the weaker player begins a match with legs in hand). Either is
 * set by hand or worked out from each player's rolling 3-dart average. Pure: the averages come in.
 *
 * The start rule: the stronger player starts at the game's score; the weaker at the score they
 * would reach the end of in the same number of darts at their own average (base x weaker /
 * stronger), the difference rounded to 10s and never below MIN_HANDICAP_START. The leg rule: one leg
 * in hand for every LEG_START_POINTS of average between them, at most half the legs needed to win.
 */

/** Legs whose darts count towards a rolling average. */
export const ROLLING_LEGS = 10;
/** The lowest start a handicap gives (a start must leave a game to play). */
export const MIN_HANDICAP_START = 101;
/** Points of 3-dart average worth one leg in hand. */
export const LEG_START_POINTS = 10;

/** A finished leg as a player threw it: points scored (after the bust rule) and darts used. */
export interface LegFigures {
  points: number;
  darts: number;
}

/** The 3-dart average over a player's last `legs` legs (oldest first in), null without darts. */
export function rollingAverage(history: readonly LegFigures[], legs = ROLLING_LEGS): number | null {
  const recent = history.slice(-legs);
  return threeDartAverage(
    recent.reduce((sum, leg) => sum + leg.points, 0),
    recent.reduce((sum, leg) => sum + leg.darts, 0),
  );
}

/** Each player's start from their averages (null: not known, plays from the base). */
export function handicapStarts(averages: readonly (number | null)[], base = 501): number[] {
  const known = averages.filter((a): a is number => a !== null && a > 0);
  const strongest = known.length ? Math.max(...known) : null;
  return averages.map((average) => {
    if (strongest === null || average === null || average <= 0) return base;
    // The handicap (what the weaker player is given) goes in steps of 10: 501 against 441.
    const start = base - Math.round((base - (base * average) / strongest) / 10) * 10;
    return Math.min(base, Math.max(Math.min(MIN_HANDICAP_START, base), start));
  });
}

/** Legs in hand for the weaker of two players before a match of `numberOfLegs` (best of). */
export function legStart(
  averageA: number | null,
  averageB: number | null,
  numberOfLegs: number,
): { a: number; b: number } {
  if (averageA === null || averageB === null) return { a: 0, b: 0 };
  const toWin = Math.floor(numberOfLegs / 2) + 1;
  const legs = Math.min(Math.floor(Math.abs(averageA - averageB) / LEG_START_POINTS), Math.floor(toWin / 2));
  return averageA < averageB ? { a: legs, b: 0 } : { a: 0, b: averageB < averageA ? legs : 0 };
}

/** A handicapped result beside the legs actually won: what the table counts, and what was thrown. */
export function handicappedLegs(won: number, inHand: number): { counted: number; actual: number } {
  return { counted: won + inHand, actual: won };
}

/**
 * A handicapped record's legs, each with the record's starts unless it has its own: a client that
 * does not know of handicaps (the original's) sends legs without them, and a leg keeps the starts
 * it was played from.
 */
export function legsWithStarts<L extends Pick<LegInput, 'starts'>>(
  legs: Readonly<Record<string, L>>,
  starts: SideStarts | null | undefined,
): Record<string, L> {
  if (!starts) return { ...legs };
  return Object.fromEntries(
    Object.entries(legs).map(([key, leg]) => [key, leg.starts ? leg : { ...leg, starts: { ...starts } }]),
  );
}
