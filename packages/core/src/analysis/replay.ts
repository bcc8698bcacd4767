import type { LegInput, SideKey } from '../scoring/types';
import { isBust } from '../scoring/visit';
import { sideStart } from '../scoring/leg';

/* The analysis replay of one leg (docs/domain.md "Analysis"): visits in throwing order, with the bust rule. */

/** One visit as the replay met it. */
export interface ReplayedVisit {
  side: SideKey;
  score: number;
  /** Broke the bust rule: recorded, adds nothing. */
  bust: boolean;
  /** Left exactly 0: the replay stops here. */
  checkout: boolean;
}

/** The order the sides throw in: the leg's player sequence, else home then away. */
export function throwingOrder(leg: LegInput): SideKey[] {
  const sides: SideKey[] = leg.away ? ['home', 'away'] : ['home'];
  const sequence = (leg.playerSequence ?? []).map((p) => p.value).filter((side) => sides.includes(side));
  const order = [...new Set(sequence)];
  for (const side of sides) if (!order.includes(side)) order.push(side);
  return order;
}

/**
 * Replays a leg visit by visit: the n-th visit of each side in throwing order, then the next n,
 * applying the bust rule, and stopping at the checkout (later visits are not counted).
 */
export function replayLeg(leg: LegInput): ReplayedVisit[] {
  const order = throwingOrder(leg);
  const remaining: Record<SideKey, number> = { home: sideStart(leg, 'home'), away: sideStart(leg, 'away') };
  const longest = Math.max(leg.home.throws.length, leg.away?.throws.length ?? 0);
  const visits: ReplayedVisit[] = [];
  for (let index = 0; index < longest; index++) {
    for (const side of order) {
      const visit = (side === 'home' ? leg.home : leg.away)?.throws[index];
      if (!visit) continue;
      const bust = isBust(remaining[side], visit.score);
      if (!bust) remaining[side] -= visit.score;
      const checkout = !bust && remaining[side] === 0;
      visits.push({ side, score: visit.score, bust, checkout });
      if (checkout) return visits;
    }
  }
  return visits;
}
