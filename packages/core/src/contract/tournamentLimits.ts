import { MAX_CHECKOUT } from '../scoring/checkout';
import {
  DEFAULT_MATCH_LEGS,
  DEFAULT_TOURNAMENT_BEST_OF,
  MIN_TOURNAMENT_BEST_OF,
} from '../tournament/constants';

/* How big a tournament request may be, and the numbers it defaults to (contract/tournament*.ts). */

// Best-of numbers have one home in core/tournament/constants.ts.
export { MIN_TOURNAMENT_BEST_OF, DEFAULT_TOURNAMENT_BEST_OF };
export const DEFAULT_TOURNAMENT_MATCH_LEGS = DEFAULT_MATCH_LEGS;

export const MAX_TOURNAMENT_SIDES = 128;
/** Enough rounds for MAX_TOURNAMENT_SIDES sides plus a preliminary round. */
export const MAX_TOURNAMENT_ROUNDS = 9;
export const MAX_PLAYERS_PER_TOURNAMENT_SIDE = 10;
export const MAX_TOURNAMENT_ACCOLADES = 200;
export const MAX_TOURNAMENT_MATCH_SCORE = 99;
/** A tournament hi-check: a checkout of 100 up to the highest finish there is (170). */
export const TOURNAMENT_HI_CHECK_MAX = MAX_CHECKOUT[3];

/** Rounds in a chain starting at `round` (counted without recursion, before the chain is parsed). */
export function roundDepth(round: unknown): number {
  let depth = 0;
  for (let current = round; current && typeof current === 'object'; depth += 1) {
    current = (current as { nextRound?: unknown }).nextRound;
    if (depth > MAX_TOURNAMENT_ROUNDS) break;
  }
  return depth;
}
