import { matchOptionAt } from './matchOptions';
import { winnerOnLegs } from '../scoring/legsRule';
import { drawMessage, matchPrefix, mismatchMessage, oneScoreMessage } from './dataErrors';
import type { Fixture, MatchOption } from './types';

/*
 * Match and fixture results: the one home of "who won a match" and "how many matches each side
 * won" for the tables, the fixture rows, the scorecard and the home page (docs/decisions/029).
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
  if (option) return winnerOnLegs(homeScore, awayScore, option.numberOfLegs);
  return homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : null;
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

/**
 * Assesses the match at `index` of `game` by the options the scorecard shows for it: its own, else
 * the slot's default (`matchOptionAt`).
 */
export function assessMatch(game: Fixture, index: number): MatchAssessment {
  const match = game.matches[index];
  if (!match) return { kind: 'unscored' };
  const { homePlayers, awayPlayers, homeScore, awayScore } = match;
  const prefix = () =>
    matchPrefix(index, homePlayers.length, awayPlayers.length, game.home.name, game.away.name);
  if (homePlayers.length !== awayPlayers.length) {
    return { kind: 'mismatched', message: mismatchMessage(prefix(), homePlayers, awayPlayers) };
  }
  if (homeScore !== null && awayScore !== null) {
    const winner = matchWinner(
      homeScore,
      awayScore,
      matchOptionAt(game.matchOptions, index, game.isKnockout),
    );
    const message = homeScore === awayScore ? drawMessage(prefix(), homeScore, awayScore) : null;
    return { kind: 'scored', homeScore, awayScore, winner, message };
  }
  if (homeScore !== null || awayScore !== null) {
    return { kind: 'oneScore', message: oneScoreMessage(prefix(), homeScore, awayScore) };
  }
  return { kind: 'unscored' };
}

export interface FixtureOutcome {
  /** Matches won by each side (only matches with players count). */
  homeWins: number;
  awayWins: number;
  /** The side with more match wins; 'draw' when equal and above 0; null when nothing was won. */
  result: Side | 'draw' | null;
}

/** What the match-win rules read of a card: a stored fixture, a clerk's submission or a draft. */
export interface MatchCard {
  matches: readonly {
    homePlayers: readonly unknown[];
    awayPlayers: readonly unknown[];
    homeScore: number | null;
    awayScore: number | null;
  }[];
  matchOptions: readonly (MatchOption | null | undefined)[];
  isKnockout: boolean;
}

/**
 * The winner of the match at `index` once it is decided: players on both sides in equal numbers,
 * both scores, and a side above half the legs of the options the scorecard shows for the slot.
 */
export function decidedWinner(card: MatchCard, index: number): Side | null {
  const match = card.matches[index];
  if (!match || match.homePlayers.length === 0 || match.homePlayers.length !== match.awayPlayers.length)
    return null;
  if (match.homeScore === null || match.awayScore === null) return null;
  return matchWinner(
    match.homeScore,
    match.awayScore,
    matchOptionAt(card.matchOptions, index, card.isKnockout),
  );
}

/**
 * The matches each side has won (`decidedWinner`): the fixture's score in the fixtures list, the
 * scorecard's overall score and the count behind the fixture's result in the tables.
 */
export function matchWins(card: MatchCard): Record<Side, number> {
  const won = { home: 0, away: 0 };
  card.matches.forEach((_, index) => {
    const winner = decidedWinner(card, index);
    if (winner) won[winner]++;
  });
  return won;
}

/** The fixture result from its match wins (`matchWins`). */
export function gameOutcome(game: MatchCard): FixtureOutcome {
  const { home: homeWins, away: awayWins } = matchWins(game);
  const result = homeWins > awayWins ? 'home' : awayWins > homeWins ? 'away' : homeWins > 0 ? 'draw' : null;
  return { homeWins, awayWins, result };
}

/** A knockout is decided once a side has won this many matches (a majority of its seven). */
export const KNOCKOUT_MATCHES_TO_WIN = 4;

/** How far a fixture's card has been filled in (docs/domain.md, "Complete and in-progress cards"). */
export type ScorecardState = 'notStarted' | 'inProgress' | 'complete';

/**
 * The state of a fixture's card. It is complete when every match it plays (a slot whose options
 * give it players) is decided, or, for a knockout, once a side has won 4 matches; in progress when
 * some match has a score but the card is not complete; otherwise not started. The one rule for
 * "does this fixture count": the tables (`tallyDivision`) and the fixture row (`fixtureRow`).
 */
export function cardState(game: MatchCard): ScorecardState {
  const played = game.matches
    .map((_, index) => index)
    .filter((index) => matchOptionAt(game.matchOptions, index, game.isKnockout).playerCount > 0);
  const winners = played.map((index) => decidedWinner(game, index));
  const wins = (side: Side) => winners.filter((w) => w === side).length;
  const complete =
    played.length > 0 &&
    (winners.every((w) => w !== null) ||
      (game.isKnockout && Math.max(wins('home'), wins('away')) >= KNOCKOUT_MATCHES_TO_WIN));
  if (complete) return 'complete';
  const anyScore = game.matches.some((m) => m.homeScore !== null || m.awayScore !== null);
  return anyScore ? 'inProgress' : 'notStarted';
}

/** True when the card is complete: the fixture counts in the tables and its score is final. */
export function isCardComplete(game: MatchCard): boolean {
  return cardState(game) === 'complete';
}
