import { winnerOnLegs } from '../scoring/legsRule';
import { DEFAULT_MATCH_LEGS } from './constants';
import type { Tournament, TournamentMatch, TournamentRound, TournamentSide } from './types';

/*
 * Who won: a match, the tournament, the venue. A side wins a match with more than half its legs;
 * the legs are the round's option for that match, else the tournament's bestOf, else 5.
 */

/** The legs of match `matchIndex` of `round`: its option, else the tournament's bestOf, else 5. */
export function matchLegs(
  round: Pick<TournamentRound, 'matchOptions'> | null,
  matchIndex: number,
  bestOf: number | null | undefined,
): number {
  return round?.matchOptions[matchIndex]?.numberOfLegs ?? bestOf ?? DEFAULT_MATCH_LEGS;
}

/** Which side of the match won, if either has more than half the legs. */
export function winningKey(
  match: Pick<TournamentMatch, 'scoreA' | 'scoreB'>,
  numberOfLegs: number,
): 'sideA' | 'sideB' | null {
  const winner = winnerOnLegs(match.scoreA, match.scoreB, numberOfLegs);
  return winner === 'home' ? 'sideA' : winner === 'away' ? 'sideB' : null;
}

/** The side that won the match (null while undecided or when the winning slot is empty). */
export function matchWinner(match: TournamentMatch, numberOfLegs: number): TournamentSide | null {
  const key = winningKey(match, numberOfLegs);
  return key ? match[key] : null;
}

/** The side that lost a decided match. */
export function matchLoser(match: TournamentMatch, numberOfLegs: number): TournamentSide | null {
  const key = winningKey(match, numberOfLegs);
  return key === 'sideA' ? match.sideB : key === 'sideB' ? match.sideA : null;
}

/** The last round of the chain (null when there are no rounds). */
export function lastRound(round: TournamentRound | null): TournamentRound | null {
  let current = round;
  while (current?.nextRound) current = current.nextRound;
  return current;
}

/** The winner of the last round when that round is a single match (the final). */
function finalWinner(tournament: Pick<Tournament, 'round' | 'bestOf'>): TournamentSide | null {
  const final = lastRound(tournament.round);
  const match = final?.matches.length === 1 ? final.matches[0] : undefined;
  if (!final || !match) return null;
  return matchWinner(match, matchLegs(final, 0, tournament.bestOf));
}

/**
 * The venue winner shown on the sheet: the winner of the latest round when it is a single match
 * with a winner.
 */
export function venueWinner(tournament: Pick<Tournament, 'round' | 'bestOf'>): TournamentSide | null {
  return finalWinner(tournament);
}
