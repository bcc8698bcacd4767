import type { LegInput, SideKey } from '../scoring/types';
import { replayLeg } from './replay';

/* The three analysis breakdowns per team (docs/domain.md "Analysis"; POST /api/Sayg/Analyse). */

export const ANALYSIS_KINDS = ['MostFrequentThrows', 'HighestScores', 'MostFrequentPlayers'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** The panel titles the analyse page shows for each kind. */
export const ANALYSIS_TITLES: Record<AnalysisKind, string> = {
  MostFrequentThrows: 'Common scores',
  MostFrequentPlayers: 'Common players',
  HighestScores: 'Best scores',
};

export const DEFAULT_MAX_BREAKDOWN = 10;

export interface ScoreCount {
  score: number;
  number: number;
}
export interface PlayerCount {
  name: string;
  value: number;
}

export interface AnalysisResult {
  MostFrequentThrows: Record<string, ScoreCount[]>;
  HighestScores: Record<string, ScoreCount[]>;
  MostFrequentPlayers: Record<string, PlayerCount[]>;
}

/** One side of a scored match: its team (may be blank) and its player name. */
export interface AnalysedSide {
  team: string;
  player: string;
}

/** One scored match of a tournament: home is side A (the host), away side B (the opponent). */
export interface AnalysedMatch {
  home: AnalysedSide;
  away: AnalysedSide;
  legs: readonly LegInput[];
}

/** A side's key in the breakdowns: its team, or its player when there is no team. */
export function breakdownKey(side: AnalysedSide): string {
  return side.team.trim() !== '' ? side.team.trim() : side.player;
}

function bump<K>(counts: Map<K, number>, key: K) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function group<K>(map: Map<string, Map<K, number>>, key: string): Map<K, number> {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = new Map()));
  return counts;
}

function toRecord<K, R>(map: Map<string, Map<K, number>>, rows: (counts: Map<K, number>) => R[]) {
  const result: Record<string, R[]> = {};
  for (const [key, counts] of map) result[key] = rows(counts);
  return result;
}

/**
 * The breakdowns of the matches, `maxBreakdown` rows each: every replayed visit's score (bust and
 * checkout too) per team; scores seen more than once by frequency (then score, highest first);
 * distinct scores highest first with their count; players of named teams seen in more than one
 * match by count, then name.
 */
export function analyseMatches(matches: readonly AnalysedMatch[], maxBreakdown: number): AnalysisResult {
  const scores = new Map<string, Map<number, number>>();
  const players = new Map<string, Map<string, number>>();
  for (const match of matches) {
    const sides: Record<SideKey, AnalysedSide> = { home: match.home, away: match.away };
    for (const side of Object.values(sides)) {
      group(scores, breakdownKey(side));
      if (side.team.trim() !== '' && side.player !== '') bump(group(players, side.team.trim()), side.player);
    }
    for (const leg of match.legs) {
      for (const visit of replayLeg(leg)) bump(group(scores, breakdownKey(sides[visit.side])), visit.score);
    }
  }
  const top = <T>(rows: T[]) => rows.slice(0, Math.max(0, maxBreakdown));
  const entries = (counts: Map<number, number>) => [...counts].map(([score, number]) => ({ score, number }));
  return {
    MostFrequentThrows: toRecord(scores, (counts) =>
      top(
        entries(counts)
          .filter((row) => row.number > 1)
          .sort((a, b) => b.number - a.number || b.score - a.score),
      ),
    ),
    HighestScores: toRecord(scores, (counts) => top(entries(counts).sort((a, b) => b.score - a.score))),
    MostFrequentPlayers: toRecord(players, (counts) =>
      top(
        [...counts]
          .map(([name, value]) => ({ name, value }))
          .filter((row) => row.value > 1)
          .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name)),
      ),
    ),
  };
}
