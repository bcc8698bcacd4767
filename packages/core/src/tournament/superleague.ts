import { legsWon, winnerByLegs } from '../scoring/match';
import { matchStatistics, threeDartAverage } from '../scoring/statistics';
import type { SaygInput, SideKey } from '../scoring/types';
import { matchMnemonic } from './labels';
import { pickableSides } from './rounds';
import type { Tournament, TournamentMatch, TournamentRound, TournamentSide } from './types';
import { sumOf } from './validation';
import { matchLegs, winningKey } from './winner';

/*
 * A single-round ("superleague") tournament: host against opponent, one round of singles
 * matches, each scored leg by leg (docs/domain.md, "A single-round tournament"). Every figure
 * comes from scoring/statistics.ts; sums go through `sumOf` (the spec's NaN message).
 */

/** The leg-by-leg records of a night by record id; null (or absent) when a record has no data. */
export type SaygRecords = ReadonlyMap<string, SaygInput | null>;

/** One match of the night with its record. */
export interface SuperleagueMatch {
  /** 0-based place in the round. */
  index: number;
  /** M1, M2, ... */
  mnemonic: string;
  match: TournamentMatch;
  numberOfLegs: number;
  /** The match's leg-by-leg record, null when it has none (or it is not loaded). */
  sayg: SaygInput | null;
}

/** The single round's matches, each with its record from `records`. */
export function superleagueMatches(
  tournament: { round: TournamentRound | null; bestOf: number | null },
  records: SaygRecords = new Map(),
): SuperleagueMatch[] {
  const round = tournament.round;
  return (round?.matches ?? []).map((match, index) => ({
    index,
    mnemonic: matchMnemonic(index + 1),
    match,
    numberOfLegs: matchLegs(round, index, tournament.bestOf),
    sayg: match.saygId ? (records.get(match.saygId) ?? null) : null,
  }));
}

export { superleagueSaygIds } from './superleagueIds';

/** Host (sideA) is 'home' in a match's record, opponent (sideB) 'away'. */
export const SUPERLEAGUE_SIDES: readonly SideKey[] = ['home', 'away'];

/** The side of the record that won the match: by its legs when recorded, else by the match score. */
export function superleagueWinner(m: SuperleagueMatch): SideKey | null {
  if (m.sayg) return winnerByLegs(m.numberOfLegs, legsWon(m.sayg));
  const key = winningKey(m.match, m.numberOfLegs);
  return key === 'sideA' ? 'home' : key === 'sideB' ? 'away' : null;
}

/** Legs a side won: from the record when there is one, else the match's score (0 when none). */
export function superleagueLegsWon(m: SuperleagueMatch, side: SideKey): number {
  if (m.sayg) return legsWon(m.sayg)[side];
  return (side === 'home' ? m.match.scoreA : m.match.scoreB) ?? 0;
}

/** A row of the master draw: who plays whom, and the legs each won. */
export interface MasterDrawRow {
  number: number;
  mnemonic: string;
  matchId: string;
  host: string;
  opponent: string;
  hostLegs: number | null;
  opponentLegs: number | null;
  winner: SideKey | null;
  numberOfLegs: number;
}

export function masterDrawRows(matches: readonly SuperleagueMatch[]): MasterDrawRow[] {
  return matches.map((m) => {
    const played = m.sayg !== null || m.match.scoreA !== null || m.match.scoreB !== null;
    return {
      number: m.index + 1,
      mnemonic: m.mnemonic,
      matchId: m.match.id,
      host: m.match.sideA?.name ?? '',
      opponent: m.match.sideB?.name ?? '',
      hostLegs: played ? superleagueLegsWon(m, 'home') : null,
      opponentLegs: played ? superleagueLegsWon(m, 'away') : null,
      winner: superleagueWinner(m),
      numberOfLegs: m.numberOfLegs,
    };
  });
}

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
 * A side's totals over the summary rows. A sum that is not a number throws the spec's message
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

/** The sides not yet playing in the single round (no-shows never): those a new match may take. */
export function freeSides(tournament: Pick<Tournament, 'sides' | 'round' | 'bestOf'>): TournamentSide[] {
  return pickableSides(tournament, 0, tournament.round?.matches.length ?? 0, 'sideA');
}

/** The tournament with one more match, host side against opponent side, at the tournament's best of. */
export function addSuperleagueMatch<T extends Pick<Tournament, 'round'>>(
  tournament: T,
  host: TournamentSide,
  opponent: TournamentSide,
  id: string,
): T {
  const round = tournament.round ?? { matches: [], matchOptions: [], nextRound: null };
  const options = [...round.matchOptions];
  for (let i = options.length; i < round.matches.length; i++) options.push(null);
  const match: TournamentMatch = {
    id,
    sideA: host,
    sideB: opponent,
    scoreA: null,
    scoreB: null,
    saygId: null,
  };
  return {
    ...tournament,
    round: { ...round, matches: [...round.matches, match], matchOptions: [...options, null] },
  };
}

/** The tournament without match `index` (and its options). */
export function removeSuperleagueMatch<T extends Pick<Tournament, 'round'>>(tournament: T, index: number): T {
  const round = tournament.round;
  if (!round?.matches[index]) return tournament;
  return {
    ...tournament,
    round: {
      ...round,
      matches: round.matches.filter((_, i) => i !== index),
      matchOptions: round.matchOptions.filter((_, i) => i !== index),
    },
  };
}
