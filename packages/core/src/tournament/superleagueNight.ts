import { orderedLegs } from '../scoring/match';
import { checkoutChanceLegs } from '../scoring/checkoutChances';
import { checkoutPercent, matchStatistics } from '../scoring/statistics';
import type { LegInput, SaygInput, SideKey } from '../scoring/types';
import type { SuperleagueMatch } from './superleague';

/*
 * Each player's figures for the night: the player's legs from every
 * match they played, read with the scoring screen's statistics (matchStatistics and
 * checkoutChanceLegs), so a figure here is the figure the scorer saw.
 */

export interface NightFigures {
  /** The side's id. */
  id: string;
  name: string;
  /** 'home' for the host's players, 'away' for the opponent's. */
  side: SideKey;
  matches: number;
  legsPlayed: number;
  legsWon: number;
  average: number | null;
  first9Average: number | null;
  /** Legs won / legs with a chance to check out x 100; null without a chance. */
  checkoutPercent: number | null;
  count100: number;
  count140: number;
  count180: number;
  /** Fewest darts in a leg the player won. */
  bestLegDarts: number | null;
}

/** The leg with the player's side as 'home' (the statistics read one side). */
function asHome(leg: LegInput, side: SideKey): LegInput {
  if (side === 'home') return leg;
  return { ...leg, home: leg.away ?? { throws: [] }, away: leg.home };
}

/** A player's legs from several matches as one record, the player as 'home'. */
function playerRecord(played: readonly { sayg: SaygInput; side: SideKey }[]): Pick<SaygInput, 'legs'> {
  const legs: Record<string, LegInput> = {};
  let n = 0;
  for (const { sayg, side } of played) {
    for (const leg of orderedLegs(sayg.legs)) legs[String(n++)] = asHome(leg, side);
  }
  return { legs };
}

/**
 * Each player's figures over the night's recorded matches, hosts first then opponents, each in
 * the order they first played. A side is one player, named by the side's name.
 */
export function nightFigures(matches: readonly SuperleagueMatch[]): NightFigures[] {
  const played = new Map<
    string,
    { id: string; name: string; side: SideKey; records: { sayg: SaygInput; side: SideKey }[] }
  >();
  for (const m of matches) {
    if (!m.sayg) continue;
    for (const side of ['home', 'away'] as const) {
      const entry = side === 'home' ? m.match.sideA : m.match.sideB;
      if (!entry) continue;
      const key = `${side}:${entry.id}`;
      const found = played.get(key) ?? { id: entry.id, name: entry.name, side, records: [] };
      found.records.push({ sayg: m.sayg, side });
      played.set(key, found);
    }
  }
  const figures = [...played.values()].map(({ id, name, side, records }): NightFigures => {
    const record = playerRecord(records);
    const s = matchStatistics(record, 'home');
    const chances = checkoutChanceLegs(record, 'home');
    return {
      id,
      name,
      side,
      matches: records.length,
      legsPlayed: s.legsPlayed,
      legsWon: s.legsWon,
      average: s.average3,
      first9Average: s.first9Average,
      checkoutPercent: checkoutPercent(s.legsWon, chances),
      count100: s.count100,
      count140: s.count140,
      count180: s.count180,
      bestLegDarts: s.bestLegDarts,
    };
  });
  return [...figures.filter((f) => f.side === 'home'), ...figures.filter((f) => f.side === 'away')].filter(
    (f) => f.legsPlayed > 0,
  );
}
