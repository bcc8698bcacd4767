import { legsWon, winnerByLegs } from '../scoring/match';
import type { SaygInput, SideKey } from '../scoring/types';
import { matchMnemonic } from './labels';
import type { TournamentMatch, TournamentRound } from './types';
import { matchLegs, winningKey } from './winner';

/*
 * A single-round ("superleague") tournament: host against opponent, one round of singles
 * matches, each scored leg by leg (docs/domain.md, "A single-round tournament"). The summary's
 * figures are in superleagueSummary.ts, an organiser's edits in superleagueEdits.ts.
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
