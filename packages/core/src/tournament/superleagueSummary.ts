import { matchStatistics, threeDartAverage } from '../scoring/statistics';
import type { SideKey } from '../scoring/types';
import { sumOf } from './sum';
import { superleagueLegsWon, superleagueWinner, type SuperleagueMatch } from './superleague';

/*
 * A single round's summary figures (docs/domain.md, "A single-round tournament"): apart from
 * superleague.ts, so the master draw loads no statistics (docs/decisions/012). Every figure
 * comes from scoring/statistics.ts; sums go through `sumOf` (a NaN sum names its field and side).
 */

/** One side of a match in the summary. */
export interface SummarySide {
  name: string;
  legsWon: number;
  /** Weighted tons: 100+ and 140+ once, 180 twice (`weightedTons`). */
  tons: number;
  count100: number;
  count140: number;
  count180: number;
  points: number;
  darts: number;
  /** 3-dart average of the match; null when no darts (shown '-'). */
  average: number | null;
}

export interface SummaryRow {
  number: number;
  mnemonic: string;
  /** False when the match has no leg-by-leg record: its figures are blank. */
  recorded: boolean;
  winner: SideKey | null;
  home: SummarySide;
  away: SummarySide;
}

function summarySide(m: SuperleagueMatch, side: SideKey): SummarySide {
  const name = (side === 'home' ? m.match.sideA?.name : m.match.sideB?.name) ?? '';
  const legs = superleagueLegsWon(m, side);
  if (!m.sayg) {
    return {
      name,
      legsWon: legs,
      tons: 0,
      count100: 0,
      count140: 0,
      count180: 0,
      points: 0,
      darts: 0,
      average: null,
    };
  }
  const s = matchStatistics(m.sayg, side);
  return {
    name,
    legsWon: legs,
    tons: s.tons,
    count100: s.count100,
    count140: s.count140,
    count180: s.count180,
    points: s.points,
    darts: s.darts,
    average: s.average3,
  };
}

/** The match summary: one row per match with each side's legs, tons, 100+, 140+, 180 and average. */
export function summaryRows(matches: readonly SuperleagueMatch[]): SummaryRow[] {
  return matches.map((m) => ({
    number: m.index + 1,
    mnemonic: m.mnemonic,
    recorded: m.sayg !== null,
    winner: superleagueWinner(m),
    home: summarySide(m, 'home'),
    away: summarySide(m, 'away'),
  }));
}

/** A side's totals over the night. */
export interface SummaryTotals {
  legsWon: number;
  tons: number;
  count100: number;
  count140: number;
  count180: number;
  /** Every point over every dart of the night, per 3 darts ("darts for windows" average). */
  average: number | null;
  /** The mean of the recorded matches' averages ("rounded average"). */
  meanOfAverages: number | null;
}

/**
 * A side's totals over the summary rows. A sum that is not a number throws the message
 * ('Cannot calculate the sum of {field} for {side}, value results in NaN').
 */
export function summaryTotals(rows: readonly SummaryRow[], side: SideKey, sideName: string): SummaryTotals {
  const sum = (field: keyof SummarySide & string) =>
    sumOf(
      rows.map((r) => r[side][field] as number),
      field,
      sideName,
    );
  const averages = rows.flatMap((r) => (r[side].average === null ? [] : [r[side].average]));
  const averageSum = sumOf(averages, 'average', sideName);
  return {
    legsWon: sum('legsWon'),
    tons: sum('tons'),
    count100: sum('count100'),
    count140: sum('count140'),
    count180: sum('count180'),
    average: threeDartAverage(sum('points'), sum('darts')),
    meanOfAverages: averages.length ? averageSum / averages.length : null,
  };
}
