import { legSide, sideStart } from '../scoring/leg';
import { legKeys } from '../scoring/match';
import { legStatistics } from '../scoring/statistics';
import type { SaygInput, SideKey } from '../scoring/types';
import { throwOutcomes } from '../scoring/visit';
import type { SuperleagueMatch } from './superleague';

/*
 * The leg-by-leg grid of a single-round tournament (the match log and the match report): each
 * side's visits in a leg and its figures, from scoring/statistics.ts.
 */

/** No data for a match: the match log's warning. */
export function noMatchData(m: Pick<SuperleagueMatch, 'match'>): string {
  return `No data available for the match between ${m.match.sideA?.name ?? ''} and ${m.match.sideB?.name ?? ''}`;
}

/** Score highlighting: 100 or more highlighted, 180 bold. */
export function visitHighlight(score: number): 'ton' | 'max' | null {
  if (score >= 180) return 'max';
  if (score >= 100) return 'ton';
  return null;
}

/** One side's leg in the grid. */
export interface LegLogRow {
  /** 1-based leg number. */
  leg: number;
  /** Each visit's points (a bust counts 0). */
  visits: number[];
  /** Actual darts thrown (AD). */
  darts: number;
  /** Game shot (GS): the checkout when this side won the leg. */
  gameShot: number | null;
  /** Score left (SL) when this side did not win the leg. */
  scoreLeft: number | null;
  /** Darts of the checkout visit (GD). */
  gameDarts: number | null;
  count100: number;
  count140: number;
  count180: number;
  tons: number;
  won: boolean;
}

/** The side's row for leg `key` of the record; null when the side has not thrown in that leg. */
export function legLogRow(sayg: Pick<SaygInput, 'legs'>, key: string, side: SideKey): LegLogRow | null {
  const leg = sayg.legs[key];
  const thrown = leg ? legSide(leg, side) : null;
  if (!leg || !thrown || thrown.throws.length === 0) return null;
  const s = legStatistics(leg, side);
  if (!s) return null;
  return {
    leg: Number(key) + 1,
    visits: throwOutcomes(sideStart(leg, side), thrown.throws).map((o) => o.points),
    darts: s.darts,
    gameShot: s.won ? s.checkout : null,
    scoreLeft: s.won ? null : s.remaining,
    gameDarts: s.won ? s.checkoutDarts : null,
    count100: s.count100,
    count140: s.count140,
    count180: s.count180,
    tons: s.tons,
    won: s.won,
  };
}

/** Every leg the side threw in, in leg order. */
export function legLogRows(sayg: Pick<SaygInput, 'legs'>, side: SideKey): LegLogRow[] {
  return legKeys(sayg.legs).flatMap((key) => legLogRow(sayg, key, side) ?? []);
}

/** The most visits any side made in any leg of the night: the grid's number of visit columns. */
export function mostVisits(matches: readonly Pick<SuperleagueMatch, 'sayg'>[]): number {
  let most = 0;
  for (const { sayg } of matches) {
    if (!sayg) continue;
    for (const key of legKeys(sayg.legs)) {
      const leg = sayg.legs[key]!;
      most = Math.max(most, leg.home.throws.length, leg.away?.throws.length ?? 0);
    }
  }
  return most;
}
