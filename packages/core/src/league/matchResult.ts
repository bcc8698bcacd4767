import { drawMessage, matchPrefix, mismatchMessage, oneScoreMessage } from './dataErrors';
import type { Game, MatchOption } from './types';

/*
 * Match and fixture results by the reference's visiting rules.
 */

export type Side = 'home' | 'away';

/**
 * The winner of a match from its two scores. With options, a side wins when its score is above
 * half the number of legs; with no options the higher score wins. Equal scores, or a score that
 * does not reach the mark, give no winner.
 */
export function matchWinner(
  homeScore: number,
  awayScore: number,
  option: MatchOption | null | undefined,
): Side | null {
  const homeMark = option ? option.numberOfLegs / 2 : awayScore;
  const awayMark = option ? option.numberOfLegs / 2 : homeScore;
  if (homeScore > homeMark) return 'home';
  if (awayScore > awayMark) return 'away';
  return null;
}

/** What a match of a fixture contributes, and the data error it raises (if any). */
export type MatchAssessment =
  /** Unequal player counts: the match is skipped entirely. */
  | { kind: 'mismatched'; message: string }
  /** Neither score entered yet. */
  | { kind: 'unscored' }
  /** Only one of the two scores entered: it does not count. */
  | { kind: 'oneScore'; message: string }
  /** Both scores entered; `message` is set for a draw. */
  | { kind: 'scored'; homeScore: number; awayScore: number; winner: Side | null; message: string | null };

/** Assesses the match at `index` of `game` (its options are the ones at the same index). */
export function assessMatch(game: Game, index: number): MatchAssessment {
  const match = game.matches[index];
  if (!match) return { kind: 'unscored' };
  const { homePlayers, awayPlayers, homeScore, awayScore } = match;
  const prefix = () =>
    matchPrefix(index, homePlayers.length, awayPlayers.length, game.home.name, game.away.name);
  if (homePlayers.length !== awayPlayers.length) {
    return { kind: 'mismatched', message: mismatchMessage(prefix(), homePlayers, awayPlayers) };
  }
  if (homeScore !== null && awayScore !== null) {
    const winner = matchWinner(homeScore, awayScore, game.matchOptions[index]);
    const message = homeScore === awayScore ? drawMessage(prefix(), homeScore, awayScore) : null;
    return { kind: 'scored', homeScore, awayScore, winner, message };
  }
  if (homeScore !== null || awayScore !== null) {
    return { kind: 'oneScore', message: oneScoreMessage(prefix(), homeScore, awayScore) };
  }
  return { kind: 'unscored' };
}

/** A fixture counts as played once any match has a score above 0. */
export function isGamePlayed(game: Game): boolean {
  return game.matches.some((m) => (m.homeScore ?? 0) > 0 || (m.awayScore ?? 0) > 0);
}

export interface GameOutcome {
  /** Matches won by each side (only matches with players count). */
  homeWins: number;
  awayWins: number;
  /** The side with more match wins; 'draw' when equal and above 0; null when nothing was won. */
  result: Side | 'draw' | null;
}

/** The fixture result from its match wins. */
export function gameOutcome(game: Game): GameOutcome {
  let homeWins = 0;
  let awayWins = 0;
  game.matches.forEach((match, index) => {
    const assessment = assessMatch(game, index);
    if (assessment.kind !== 'scored' || assessment.winner === null || match.homePlayers.length === 0) return;
    if (assessment.winner === 'home') homeWins++;
    else awayWins++;
  });
  const result = homeWins > awayWins ? 'home' : awayWins > homeWins ? 'away' : homeWins > 0 ? 'draw' : null;
  return { homeWins, awayWins, result };
}
