import type { LegInput, SaygInput, SideKey, Throw } from './types';
import { legSide, legWinner, sideStart } from './leg';
import { orderedLegs } from './match';
import { throwOutcomes } from './visit';

/**
 * Match statistics. Points are what the visits scored after the bust rule: a bust visit counts its darts and 0 points; a checkout
 * visit counts only the darts it used. Visit bands count scoring (non-bust) visits only.
 */

/** A hi-check is a checkout of at least this much. */
export const HI_CHECK_MIN = 100;
/** Visits used for the first-9 average. */
export const FIRST_NINE_VISITS = 3;

/** 3-dart average = points / (darts / 3); null when no darts were thrown. */
export function threeDartAverage(points: number, darts: number): number | null {
  return darts > 0 ? points / (darts / 3) : null;
}

/** 1-dart average (points per dart) = points / darts; null when no darts were thrown. */
export function oneDartAverage(points: number, darts: number): number | null {
  return darts > 0 ? points / darts : null;
}

/** An average shown to 2 decimals, or '-' when not computable. */
export function formatAverage(average: number | null | undefined): string {
  return average === null || average === undefined || !Number.isFinite(average) ? '-' : average.toFixed(2);
}

/** Which band of the statistics thresholds a visit falls in. */
export function visitBand(score: number): '100+' | '140+' | '180' | null {
  if (score >= 180) return '180';
  if (score >= 140) return '140+';
  if (score >= 100) return '100+';
  return null;
}

/** Counts of visits in the bands 100-139, 140-179 and 180. */
export interface VisitBands {
  count100: number;
  count140: number;
  count180: number;
  /** Weighted count ("tons"): 100+ and 140+ count once, a 180 counts twice. */
  tons: number;
}

/** Counts the scoring visits (busts excluded) in each band. */
export function visitBands(startingScore: number, throws: readonly Throw[]): VisitBands {
  const bands: VisitBands = { count100: 0, count140: 0, count180: 0, tons: 0 };
  for (const o of throwOutcomes(startingScore, throws)) {
    if (o.bust) continue;
    const band = visitBand(o.score);
    if (band === '100+') bands.count100++;
    else if (band === '140+') bands.count140++;
    else if (band === '180') bands.count180++;
  }
  bands.tons = weightedTons(bands);
  return bands;
}

/** The weighted count: 100-139 and 140-179 once each, 180 twice. */
export function weightedTons(b: Pick<VisitBands, 'count100' | 'count140' | 'count180'>): number {
  return b.count100 + b.count140 + 2 * b.count180;
}

/** The 3-dart average after each visit (cumulative points and darts). */
export function runningAverages(startingScore: number, throws: readonly Throw[]): number[] {
  let points = 0;
  let darts = 0;
  return throwOutcomes(startingScore, throws).map((o) => {
    points += o.points;
    darts += o.noOfDarts;
    return threeDartAverage(points, darts) ?? 0;
  });
}

/** One side's figures for one leg. */
export interface SideLegStatistics extends VisitBands {
  points: number;
  darts: number;
  visits: number;
  busts: number;
  remaining: number;
  won: boolean;
  /** The checkout visit's score when this side won the leg. */
  checkout: number | null;
  /** Darts used in the checkout visit (1-3) when this side won the leg. */
  checkoutDarts: number | null;
  average3: number | null;
  average1: number | null;
  first9Points: number;
  first9Darts: number;
  runningAverages: number[];
}

/** Statistics for one side of one leg; null when the side is absent (single player). */
export function legStatistics(leg: LegInput, side: SideKey): SideLegStatistics | null {
  const s = legSide(leg, side);
  if (!s) return null;
  const start = sideStart(leg, side);
  const outcomes = throwOutcomes(start, s.throws);
  const points = outcomes.reduce((t, o) => t + o.points, 0);
  const darts = outcomes.reduce((t, o) => t + o.noOfDarts, 0);
  const first9 = outcomes.slice(0, FIRST_NINE_VISITS);
  const won = legWinner(leg) === side;
  const checkoutVisit = won ? outcomes.find((o) => o.checkout) : undefined;
  return {
    points,
    darts,
    visits: outcomes.length,
    busts: outcomes.filter((o) => o.bust).length,
    remaining: start - points,
    won,
    checkout: checkoutVisit?.score ?? null,
    checkoutDarts: checkoutVisit?.noOfDarts ?? null,
    average3: threeDartAverage(points, darts),
    average1: oneDartAverage(points, darts),
    first9Points: first9.reduce((t, o) => t + o.points, 0),
    first9Darts: first9.reduce((t, o) => t + o.noOfDarts, 0),
    runningAverages: runningAverages(start, s.throws),
    ...visitBands(start, s.throws),
  };
}

/** One side's figures over a whole match. */
export interface SideMatchStatistics extends VisitBands {
  points: number;
  darts: number;
  average3: number | null;
  average1: number | null;
  /** First-9 average: points of each leg's first 3 visits / their darts x 3, summed over legs. */
  first9Average: number | null;
  /** What the first-9 average is worked from (a career's is summed over matches, never averaged). */
  first9Points: number;
  first9Darts: number;
  legsPlayed: number;
  legsWon: number;
  /** Darts thrown in each leg this side threw in, in leg order. */
  legDarts: number[];
  /** Fewest darts in a leg this side won. */
  bestLegDarts: number | null;
  /** Darts thrown in each leg this side won, in leg order. */
  wonLegDarts: number[];
  highestCheckout: number | null;
  /** Darts used by each checkout, in leg order. */
  checkoutDarts: number[];
  /** Checkouts of 100 or more, in leg order. */
  hiChecks: number[];
}

/**
 * Statistics for one side over a match: points and darts are summed across legs (never an
 * average of averages). Legs where the side has not thrown are not counted as played.
 */
export function matchStatistics(record: Pick<SaygInput, 'legs'>, side: SideKey): SideMatchStatistics {
  const stats: SideMatchStatistics = {
    points: 0,
    darts: 0,
    average3: null,
    average1: null,
    first9Average: null,
    legsPlayed: 0,
    legsWon: 0,
    first9Points: 0,
    first9Darts: 0,
    legDarts: [],
    bestLegDarts: null,
    wonLegDarts: [],
    highestCheckout: null,
    checkoutDarts: [],
    hiChecks: [],
    count100: 0,
    count140: 0,
    count180: 0,
    tons: 0,
  };
  for (const leg of orderedLegs(record.legs)) {
    const s = legStatistics(leg, side);
    if (!s || s.visits === 0) continue;
    stats.points += s.points;
    stats.darts += s.darts;
    stats.first9Points += s.first9Points;
    stats.first9Darts += s.first9Darts;
    stats.legsPlayed++;
    stats.legDarts.push(s.darts);
    stats.count100 += s.count100;
    stats.count140 += s.count140;
    stats.count180 += s.count180;
    if (s.won && s.checkout !== null) {
      stats.legsWon++;
      stats.bestLegDarts = Math.min(stats.bestLegDarts ?? Infinity, s.darts);
      stats.wonLegDarts.push(s.darts);
      stats.highestCheckout = Math.max(stats.highestCheckout ?? 0, s.checkout);
      stats.checkoutDarts.push(s.checkoutDarts ?? 0);
      if (s.checkout >= HI_CHECK_MIN) stats.hiChecks.push(s.checkout);
    }
  }
  stats.tons = weightedTons(stats);
  stats.average3 = threeDartAverage(stats.points, stats.darts);
  stats.average1 = oneDartAverage(stats.points, stats.darts);
  stats.first9Average = threeDartAverage(stats.first9Points, stats.first9Darts);
  return stats;
}

/** Checkout % = legs won / legs with a chance to check out x 100; null without a chance. */
export function checkoutPercent(legsWon: number, chanceLegs: number): number | null {
  return chanceLegs > 0 ? (100 * legsWon) / chanceLegs : null;
}

/** A percentage to 1 decimal, or '-' when there is none. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : `${value.toFixed(1)}%`;
}
