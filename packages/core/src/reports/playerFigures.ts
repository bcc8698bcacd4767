import { checkoutChanceLegs } from '../scoring/checkoutChances';
import {
  addDoubles,
  doublesFigures,
  doublesPercent,
  emptyDoubles,
  type DoubleCount,
  type DoublesFigures,
} from '../scoring/doubles';
import { isSinglePlayerLegs, legsWon } from '../scoring/match';
import {
  checkoutPercent,
  matchStatistics,
  threeDartAverage,
  type SideMatchStatistics,
} from '../scoring/statistics';
import type { SaygInput, SideKey } from '../scoring/types';
import type { Competition, SinglesRecord } from './singlesRecords';

/*
 * A player's own figures (issue 28) from every singles match recorded leg by leg: a career, each
 * season, each competition, the form match by match and a head to head. Each match's figures are
 * scoring/statistics.ts's matchStatistics (the one statistics function the scoring screen, the
 * night report and the reports use); points, darts and legs are summed over matches, never
 * averages of averages. Pure.
 */

/** Matches in the form chart's rolling line. */
export const FORM_WINDOW = 5;

export interface Figures {
  matchesPlayed: number;
  matchesWon: number;
  legsPlayed: number;
  legsWon: number;
  points: number;
  darts: number;
  average3: number | null;
  first9Average: number | null;
  /** Legs with a chance to check out (a visit begun on a score three darts can finish). */
  checkoutChances: number;
  /** Legs won / legs with a chance x 100. */
  checkoutPercent: number | null;
  highestCheckout: number | null;
  count100: number;
  count140: number;
  count180: number;
  /** Fewest and most darts in a leg won. */
  bestLegDarts: number | null;
  worstLegDarts: number | null;
  dartsPerLegWon: number | null;
  /** Darts at a double, from the legs where the scorer recorded them all (scoring/doubles.ts). */
  doubles: {
    /** Legs covered. */
    legs: number;
    darts: number;
    /** Checkouts in those legs. */
    hits: number;
    /** Checkouts / darts at a double x 100. */
    percent: number | null;
    perDouble: DoubleCount[];
  };
}

/** `solo`: a practice match with no opponent, played but neither won nor lost. */
export type MatchResult = 'won' | 'lost' | 'drawn' | 'unfinished' | 'solo';

/** One match of the player's, as the form and the head to head list it. */
export interface PlayedMatch {
  saygId: string;
  eventId: string;
  date: string;
  seasonId: string;
  competition: Competition;
  opponentId: string | null;
  opponentName: string;
  legsFor: number;
  legsAgainst: number;
  result: MatchResult;
  average3: number | null;
  /** The 3-dart average over this match and the FORM_WINDOW - 1 before it. */
  rolling: number | null;
}

export interface PlayerFigures {
  career: Figures;
  seasons: { seasonId: string; figures: Figures }[];
  competitions: { competition: Competition; figures: Figures }[];
  /** Every match, oldest first. */
  matches: PlayedMatch[];
}

interface Counted {
  stats: SideMatchStatistics;
  chances: number;
  doubles: DoublesFigures;
  result: MatchResult;
}

const emptyFigures = (): Figures => ({
  matchesPlayed: 0,
  matchesWon: 0,
  legsPlayed: 0,
  legsWon: 0,
  points: 0,
  darts: 0,
  average3: null,
  first9Average: null,
  checkoutChances: 0,
  checkoutPercent: null,
  highestCheckout: null,
  count100: 0,
  count140: 0,
  count180: 0,
  bestLegDarts: null,
  worstLegDarts: null,
  dartsPerLegWon: null,
  doubles: { ...emptyDoubles(), percent: null },
});

const max = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const min = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The figures of a set of matches, summed. */
function sumFigures(matches: readonly Counted[]): Figures {
  const f = emptyFigures();
  let first9Points = 0;
  let first9Darts = 0;
  let wonLegDarts = 0;
  let doubles = emptyDoubles();
  for (const { stats: s, chances, doubles: matchDoubles, result } of matches) {
    doubles = addDoubles(doubles, matchDoubles);
    f.matchesPlayed += 1;
    if (result === 'won') f.matchesWon += 1;
    f.legsPlayed += s.legsPlayed;
    f.legsWon += s.legsWon;
    f.points += s.points;
    f.darts += s.darts;
    first9Points += s.first9Points;
    first9Darts += s.first9Darts;
    f.checkoutChances += chances;
    f.highestCheckout = max(f.highestCheckout, s.highestCheckout);
    f.count100 += s.count100;
    f.count140 += s.count140;
    f.count180 += s.count180;
    for (const darts of s.wonLegDarts) {
      f.bestLegDarts = min(f.bestLegDarts, darts);
      f.worstLegDarts = max(f.worstLegDarts, darts);
      wonLegDarts += darts;
    }
  }
  f.average3 = threeDartAverage(f.points, f.darts);
  f.first9Average = threeDartAverage(first9Points, first9Darts);
  f.checkoutPercent = checkoutPercent(f.legsWon, f.checkoutChances);
  f.dartsPerLegWon = f.legsWon > 0 ? wonLegDarts / f.legsWon : null;
  f.doubles = { ...doubles, percent: doublesPercent(doubles) };
  return f;
}

/**
 * The match's result for `side`: won or lost once a side has most of the legs; drawn when all are
 * played level; solo when nobody threw against the player.
 */
export function matchResult(
  record: Pick<SaygInput, 'legs' | 'legsInHand' | 'numberOfLegs'>,
  side: SideKey,
): MatchResult {
  if (isSinglePlayerLegs(record.legs)) return 'solo';
  const won = legsWon(record);
  const own = won[side];
  const other = won[side === 'home' ? 'away' : 'home'];
  const needed = Math.floor(record.numberOfLegs / 2) + 1;
  if (own >= needed) return 'won';
  if (other >= needed) return 'lost';
  return own + other >= record.numberOfLegs && own === other ? 'drawn' : 'unfinished';
}

/** The figures of the player's records (`records` all theirs), oldest match first. */
export function playerFigures(
  records: readonly SinglesRecord[],
  sayg: ReadonlyMap<string, SaygInput>,
): PlayerFigures {
  const counted: (Counted & { record: SinglesRecord; legs: { for: number; against: number } })[] = [];
  const ordered = [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const record of ordered) {
    const match = sayg.get(record.saygId);
    if (!match) continue;
    const stats = matchStatistics(match, record.side);
    if (stats.legsPlayed === 0) continue;
    const won = legsWon(match);
    const other: SideKey = record.side === 'home' ? 'away' : 'home';
    counted.push({
      record,
      stats,
      chances: checkoutChanceLegs(match, record.side),
      doubles: doublesFigures(match, record.side),
      // The card or the tournament decides; a record it has not decided yet speaks for itself.
      result: record.verdict ?? matchResult(match, record.side),
      legs: { for: won[record.side], against: won[other] },
    });
  }
  const groups = <K extends string>(key: (r: SinglesRecord) => K) => {
    const by = new Map<K, Counted[]>();
    for (const c of counted) by.set(key(c.record), [...(by.get(key(c.record)) ?? []), c]);
    return [...by.entries()];
  };
  const matches = counted.map((c, i): PlayedMatch => {
    const window = counted.slice(Math.max(0, i - FORM_WINDOW + 1), i + 1);
    const points = window.reduce((t, w) => t + w.stats.points, 0);
    const darts = window.reduce((t, w) => t + w.stats.darts, 0);
    return {
      saygId: c.record.saygId,
      eventId: c.record.eventId,
      date: c.record.date,
      seasonId: c.record.seasonId,
      competition: c.record.competition,
      opponentId: c.record.opponentId,
      opponentName: c.record.opponentName,
      legsFor: c.legs.for,
      legsAgainst: c.legs.against,
      result: c.result,
      average3: c.stats.average3,
      rolling: threeDartAverage(points, darts),
    };
  });
  return {
    career: sumFigures(counted),
    seasons: groups((r) => r.seasonId)
      .filter(([seasonId]) => seasonId !== '')
      .map(([seasonId, of]) => ({ seasonId, figures: sumFigures(of) })),
    competitions: groups((r) => r.competition).map(([competition, of]) => ({
      competition,
      figures: sumFigures(of),
    })),
    matches,
  };
}

/** Two players' meetings: each one's figures in them, and the meetings themselves (the first player's view). */
export function headToHead(
  recordsOfA: readonly SinglesRecord[],
  recordsOfB: readonly SinglesRecord[],
  sayg: ReadonlyMap<string, SaygInput>,
): { a: PlayerFigures; b: PlayerFigures } {
  const met = (records: readonly SinglesRecord[], other: readonly SinglesRecord[]) => {
    const theirs = new Set(other.map((r) => r.saygId));
    return records.filter((r) => theirs.has(r.saygId));
  };
  return {
    a: playerFigures(met(recordsOfA, recordsOfB), sayg),
    b: playerFigures(met(recordsOfB, recordsOfA), sayg),
  };
}
