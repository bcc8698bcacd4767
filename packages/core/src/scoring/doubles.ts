import { canCheckout, minCheckoutDarts } from './checkout';
import { legSide, sideStart } from './leg';
import { orderedLegs } from './match';
import type { LegInput, SaygInput, SideKey, Throw } from './types';
import { throwOutcomes, type ThrowOutcome } from './visit';

/*
 * Darts at a double (issue 28, decision 057). Where the league asks (AskDartsAtDouble), the
 * keypad asks after a visit that could have finished how many of its darts went at a double; the
 * answer is kept on the visit as `dartsAtDouble`. A visit could have finished when it began on a
 * score three darts can check out: reaching a finishing double and hitting it is itself a
 * checkout, so no dart can go at one from anywhere else. Pure.
 */

/** A visit begun on `remainingBefore` could have finished. */
export function couldFinish(remainingBefore: number): boolean {
  return canCheckout(remainingBefore, 3);
}

/** Most darts of a visit of `noOfDarts` that can go at a double from `remainingBefore` (0 when none can). */
export function mostDartsAtDouble(remainingBefore: number, noOfDarts: number): number {
  const fewest = minCheckoutDarts(remainingBefore);
  return fewest === null ? 0 : Math.max(0, noOfDarts - (fewest - 1));
}

/** The double a visit began on when one dart could finish it (D1-D20, 25 for the bull), else null. */
export function doubleBegunOn(remainingBefore: number): number | null {
  if (remainingBefore === 50) return 25;
  return remainingBefore >= 2 && remainingBefore <= 40 && remainingBefore % 2 === 0
    ? remainingBefore / 2
    : null;
}

/** What to ask the scorer about a visit just recorded. */
export interface DoublesQuestion {
  legKey: string;
  side: SideKey;
  /** The visit's place in the side's throws. */
  index: number;
  /** The score the visit began on. */
  remaining: number;
  /** A checkout went at a double at least once. */
  min: number;
  max: number;
}

/** The question about the side's last visit in the leg, or null when it could not have finished. */
export function doublesQuestion(leg: LegInput, legKey: string, side: SideKey): DoublesQuestion | null {
  const s = legSide(leg, side);
  const outcomes = s ? throwOutcomes(sideStart(leg, side), s.throws) : [];
  const last = outcomes[outcomes.length - 1];
  if (!last || !couldFinish(last.remainingBefore)) return null;
  return {
    legKey,
    side,
    index: outcomes.length - 1,
    remaining: last.remainingBefore,
    min: last.checkout ? 1 : 0,
    max: mostDartsAtDouble(last.remainingBefore, last.noOfDarts),
  };
}

/** Why a visit's `dartsAtDouble` cannot be right, or null (none given is always right). */
export function dartsAtDoubleProblem(outcome: ThrowOutcome): string | null {
  const given = outcome.dartsAtDouble;
  if (given === undefined) return null;
  if (!Number.isInteger(given) || given < 0 || given > 3) return 'must be 0, 1, 2 or 3';
  const most = mostDartsAtDouble(outcome.remainingBefore, outcome.noOfDarts);
  if (given > most)
    return most === 0
      ? `no dart can go at a double from ${outcome.remainingBefore}`
      : `at most ${most} of the ${outcome.noOfDarts} darts can go at a double from ${outcome.remainingBefore}`;
  if (outcome.checkout && given < 1) return 'a checkout takes at least one dart at a double';
  return null;
}

/** Darts at one double and the checkouts on it. */
export interface DoubleCount {
  /** 1-20, or 25 for the bull. */
  double: number;
  darts: number;
  hits: number;
}

/**
 * A side's darts at a double. Only legs where every visit that could have finished says its
 * darts at a double count (`legs`); a leg with one visit unanswered is left out whole, so the
 * percentage never mixes answered and unanswered visits. Per double, the visits that began on a
 * one-dart finish count for that double.
 */
export interface DoublesFigures {
  legs: number;
  darts: number;
  hits: number;
  perDouble: DoubleCount[];
}

export const emptyDoubles = (): DoublesFigures => ({ legs: 0, darts: 0, hits: 0, perDouble: [] });

/** Checkouts / darts at a double x 100; null with no dart recorded. */
export function doublesPercent(figures: Pick<DoublesFigures, 'darts' | 'hits'>): number | null {
  return figures.darts > 0 ? (100 * figures.hits) / figures.darts : null;
}

function addDouble(into: DoubleCount[], double: number, darts: number, hits: number): void {
  const found = into.find((d) => d.double === double);
  if (found) {
    found.darts += darts;
    found.hits += hits;
  } else into.push({ double, darts, hits });
}

/** `b` added into `a` (a new value; per-double counts by double, highest double first). */
export function addDoubles(a: DoublesFigures, b: DoublesFigures): DoublesFigures {
  const perDouble = a.perDouble.map((d) => ({ ...d }));
  for (const d of b.perDouble) addDouble(perDouble, d.double, d.darts, d.hits);
  perDouble.sort((x, y) => y.double - x.double);
  return { legs: a.legs + b.legs, darts: a.darts + b.darts, hits: a.hits + b.hits, perDouble };
}

/** A side's darts at a double over a match's legs. */
export function doublesFigures(record: Pick<SaygInput, 'legs'>, side: SideKey): DoublesFigures {
  let total = emptyDoubles();
  for (const leg of orderedLegs(record.legs)) {
    const s = legSide(leg, side);
    if (!s) continue;
    const chances = throwOutcomes(sideStart(leg, side), s.throws).filter((o) =>
      couldFinish(o.remainingBefore),
    );
    if (chances.length === 0 || chances.some((o) => o.dartsAtDouble === undefined)) continue;
    const legFigures: DoublesFigures = { legs: 1, darts: 0, hits: 0, perDouble: [] };
    for (const o of chances) {
      const darts = o.dartsAtDouble ?? 0;
      const hits = o.checkout ? 1 : 0;
      legFigures.darts += darts;
      legFigures.hits += hits;
      const double = doubleBegunOn(o.remainingBefore);
      if (double !== null && darts > 0) addDouble(legFigures.perDouble, double, darts, hits);
    }
    total = addDoubles(total, legFigures);
  }
  return total;
}

/** The throws with any darts at a double they can no longer have dropped (after an edit moved the scores). */
export function keepPossibleDoubles(startingScore: number, throws: readonly Throw[]): Throw[] {
  const outcomes = throwOutcomes(startingScore, throws);
  return throws.map((t, i) => {
    const outcome = outcomes[i];
    return outcome && dartsAtDoubleProblem(outcome) ? { score: t.score, noOfDarts: t.noOfDarts } : t;
  });
}
