import { seedPositions } from '../seeding';
import { eliminationRounds, type FormatPlan, type SlotSource } from './plan';

/*
 * The knockout's plan: one bracket of the next power of two, seeds in the standard positions
 * (seeding.ts), so the byes (seeds beyond the entrants) go to the top seeds only. Its sheet is
 * still drawn by layout.ts, which this plan matches match for match.
 */

/** The bracket a number of entrants needs: the next power of two (at least 2). */
export function bracketSize(entrants: number): number {
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/** The first round's slots of a bracket of `size`: seeds in their standard positions. */
export function seededSlots(size: number): SlotSource[] {
  return seedPositions(size).map((rank) => ({ kind: 'seed', seed: rank - 1 }));
}

export function knockoutPlan(entrants: number): FormatPlan {
  const rounds = eliminationRounds('K', 'main', seededSlots(bracketSize(entrants)));
  return { entrants, matches: rounds.flat(), deciders: [rounds.at(-1)![0]!.id] };
}
