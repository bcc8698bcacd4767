/*
 * The result a match's legs can make (docs/domain.md, "A fixture"), built on the winning rule in
 * legsRule.ts. Its own module: pages that only show who won (live boards, tournaments) do not
 * download it.
 */

import { legsToWin, winnerOnLegs } from './legsRule';
import type { SideKey } from './types';

/**
 * Why a score cannot be a match's: `side` when one side's legs alone are wrong (its box), null
 * when the two together are. `reason` is in the league's words, after the box's name.
 */
export interface LegsProblem {
  side: SideKey | null;
  reason: string;
}

/** What a match's score says (`legsResult`). */
export type LegsResult =
  | { kind: 'not started' }
  | { kind: 'in progress' }
  | { kind: 'won'; winner: SideKey }
  /** Every leg of a best of an even number played, the sides level. */
  | { kind: 'level' }
  | { kind: 'impossible'; problem: LegsProblem };

/**
 * The result a match can have (docs/domain.md, "A fixture"): legs are counted as they are played,
 * so no side has more legs than win the match, both sides never win, and no more legs are played
 * than the match has. A blank score is no legs yet. The score boxes show the problem beside them
 * and PUT /api/Scores refuses it (docs/decisions/042); anything short of a result is in progress.
 */
export function legsResult(
  homeLegs: number | null | undefined,
  awayLegs: number | null | undefined,
  numberOfLegs: number,
): LegsResult {
  const blank = (v: number | null | undefined) => v === null || v === undefined;
  if (blank(homeLegs) && blank(awayLegs)) return { kind: 'not started' };
  const legs = { home: homeLegs ?? 0, away: awayLegs ?? 0 };
  const sides = ['home', 'away'] as const;
  const impossible = (side: SideKey | null, reason: string): LegsResult => ({
    kind: 'impossible',
    problem: { side, reason },
  });
  const below = sides.find((side) => legs[side] < 0);
  if (below) return impossible(below, 'must be 0 or more');
  if (numberOfLegs <= 0) {
    const played = sides.find((side) => legs[side] > 0);
    return played ? impossible(played, 'must be 0 (the match is not played)') : { kind: 'in progress' };
  }
  const win = legsToWin(numberOfLegs);
  const why = `${win} legs win a best of ${numberOfLegs}`;
  const over = sides.find((side) => legs[side] > win);
  if (over) return impossible(over, `must be at most ${win} (${why})`);
  if (legs.home === win && legs.away === win) return impossible(null, `only one side can win (${why})`);
  if (legs.home + legs.away > numberOfLegs) {
    return impossible(null, `the scores add up to more than the ${numberOfLegs} legs the match has`);
  }
  const winner = winnerOnLegs(legs.home, legs.away, numberOfLegs);
  if (winner) return { kind: 'won', winner };
  return legs.home + legs.away === numberOfLegs ? { kind: 'level' } : { kind: 'in progress' };
}
