import { orderedLegs } from '../scoring/match';
import { runningAverageSeries, type RunningAverageSeries } from '../scoring/runningAverage';
import type { LegInput } from '../scoring/types';
import type { SuperleagueMatch } from './superleague';

/*
 * The night's running averages (the match report's chart), apart from the night's figures
 * (superleagueNight.ts): a night without a record draws no chart, and its visitors load none of
 * this (docs/decisions/012).
 */

/**
 * Host and opponent's running 3-dart averages across the night (the match report's chart): every
 * recorded match's legs in match order, the host's players as 'home' (sideA) throughout.
 */
export function nightRunningAverages(matches: readonly SuperleagueMatch[]): RunningAverageSeries {
  const legs: Record<string, LegInput> = {};
  let n = 0;
  for (const m of matches) {
    for (const leg of m.sayg ? orderedLegs(m.sayg.legs) : []) legs[String(n++)] = leg;
  }
  return runningAverageSeries({ legs });
}
