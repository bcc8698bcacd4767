import { MATCHES_PER_FIXTURE, matchKind, matchOptionAt } from '../league/matchOptions';
import { ENTER_SCORE_FIRST, SELECT_PLAYER_FIRST } from './messages';
import { matchWins, type Side } from '../league/matchResult';
import { winnerOnLegs } from '../scoring/legsRule';
import type { FixtureMatch, FixturePlayer, FixtureSide, MatchOption, NotablePlayer } from '../league/types';

/*
 * The rules of a fixture's scorecard (docs/domain.md, "A fixture"): the eight matches, their scores
 * and player choices, 180s and hi-checks, publishing and unpublishing. Pure: the web scorecard and
 * the server's PUT /api/Scores/{id} share them.
 */

export type { Side };
export { ENTER_SCORE_FIRST, SELECT_PLAYER_FIRST };

/** The score boxes take 0 to 5 legs. */
export const MAX_SCORE_INPUT = 5;
export const HI_CHECK_MIN = 100;
export const HI_CHECK_MAX = 120;

export const HI_CHECK_RANGE = `must be between ${HI_CHECK_MIN} and ${HI_CHECK_MAX}`;

/** What the rules read of a match. */
export interface ScorecardMatch {
  homePlayers: readonly FixturePlayer[];
  awayPlayers: readonly FixturePlayer[];
  homeScore: number | null;
  awayScore: number | null;
}

/** What the rules read of a fixture or of a clerk's submission. */
export interface Scorecard<M extends ScorecardMatch = ScorecardMatch> {
  home: FixtureSide;
  away: FixtureSide;
  matches: readonly M[];
  matchOptions: readonly (MatchOption | null)[];
  oneEighties: readonly FixturePlayer[];
  over100Checkouts: readonly NotablePlayer[];
}

/** A match with nobody picked and no score (its id is given by the server when saved). */
export function emptyMatch(): FixtureMatch {
  return { id: '', homePlayers: [], awayPlayers: [], homeScore: null, awayScore: null, saygId: null };
}

/** The matches padded with empty ones to the eight of a scorecard. */
export function eightMatches<M extends ScorecardMatch>(matches: readonly M[], blank: () => M): M[] {
  return Array.from(
    { length: Math.max(MATCHES_PER_FIXTURE, matches.length) },
    (_, i) => matches[i] ?? blank(),
  );
}

/** The winner of a match by its options' number of legs (`winnerOnLegs`), or null. */
export function matchWinnerOf(match: ScorecardMatch, option: MatchOption): Side | null {
  return winnerOnLegs(match.homeScore, match.awayScore, option.numberOfLegs);
}

/**
 * The card's running score: the matches each side has won, by the league's one rule (`matchWins`),
 * so the public scorecard's overall score matches the fixtures list and the tables.
 */
export function matchesWon(
  card: Pick<Scorecard, 'matches' | 'matchOptions'> & { isKnockout: boolean },
): Record<Side, number> {
  return matchWins(card);
}

function parseScore(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/**
 * Sets one side's score as its box shows it: blank clears it, a number is kept as typed (whole).
 * The other box is never changed: a score the match cannot have is shown beside the boxes and
 * refused on Save (`scoreFitProblems`, docs/decisions/042).
 */
export function setMatchScore<M extends ScorecardMatch>(
  match: M,
  side: Side,
  value: number | string | null | undefined,
): M {
  return { ...match, [`${side}Score`]: parseScore(value) } as M;
}

/**
 * The card's matches made to fit new match options (the Qualifier switch): a slot no longer played
 * is emptied. Scores stay as entered; one the new legs cannot have is shown beside its boxes
 * (docs/decisions/042).
 */
export function fitMatchesToOptions(
  matches: readonly FixtureMatch[],
  options: readonly (MatchOption | null)[],
  isKnockout: boolean,
): FixtureMatch[] {
  return matches.map((match, index) =>
    matchOptionAt(options, index, isKnockout).playerCount === 0 ? { ...emptyMatch(), id: match.id } : match,
  );
}

const playersOf = (match: ScorecardMatch | undefined, side: Side) =>
  (side === 'home' ? match?.homePlayers : match?.awayPlayers) ?? [];

/** Why a player cannot be picked for a place in a match. */
export interface DisabledPlayer {
  id: string;
  reason: string;
}

/**
 * The players that cannot be picked for place `playerIndex` of `side` in match `matchIndex`: those
 * already picked in another place of the same match, and those picked for that side in another
 * match with the same player count. The player in the place itself stays
 * enabled.
 */
export function disabledPlayers(
  card: Scorecard & { isKnockout?: boolean },
  matchIndex: number,
  side: Side,
  playerIndex: number,
): DisabledPlayer[] {
  const knockout = card.isKnockout === true;
  const countOf = (index: number) => matchOptionAt(card.matchOptions, index, knockout).playerCount;
  const current = playersOf(card.matches[matchIndex], side)[playerIndex]?.id;
  const disabled = new Map<string, string>();
  playersOf(card.matches[matchIndex], side).forEach((p, i) => {
    if (i !== playerIndex && p.id) disabled.set(p.id, 'Already selected in this match');
  });
  card.matches.forEach((match, index) => {
    if (index === matchIndex || countOf(index) !== countOf(matchIndex)) return;
    for (const p of playersOf(match, side)) {
      if (p.id && !disabled.has(p.id)) {
        disabled.set(p.id, `Already playing in ${matchKind(index).toLowerCase()} match ${index + 1}`);
      }
    }
  });
  if (current) disabled.delete(current);
  return [...disabled].map(([id, reason]) => ({ id, reason }));
}

/**
 * Every place where a player is picked twice: in the same match, or for the same side in two
 * matches with the same player count. Each problem names the later place, as
 * `matches.{index}.{side}Players: {name} is already playing in match {n}`.
 */
export function selectionProblems(card: Scorecard & { isKnockout?: boolean }): string[] {
  const problems: string[] = [];
  const knockout = card.isKnockout === true;
  for (const side of ['home', 'away'] as Side[]) {
    const firstSeen = new Map<string, number>();
    card.matches.forEach((match, index) => {
      const count = matchOptionAt(card.matchOptions, index, knockout).playerCount;
      const inMatch = new Set<string>();
      for (const player of playersOf(match, side)) {
        const key = `${count}|${player.id}`;
        const where = `matches.${index}.${side}Players`;
        if (inMatch.has(player.id))
          problems.push(`${where}: ${player.name} is already playing in this match`);
        else if (firstSeen.has(key)) {
          problems.push(`${where}: ${player.name} is already playing in match ${firstSeen.get(key)! + 1}`);
        } else firstSeen.set(key, index);
        inMatch.add(player.id);
      }
    });
  }
  return problems;
}

/** Published once some match has a score above 0 on both sides. */
export function resultsPublished(card: Pick<Scorecard, 'matches'>): boolean {
  return card.matches.some((m) => (m.homeScore ?? 0) > 0 && (m.awayScore ?? 0) > 0);
}

/**
 * Unpublishes a scorecard locally: eight empty matches, no man of the match, 180s or hi-checks,
 * and `resultsPublished` false. Nothing is saved until the admin saves again.
 */
export function unpublish<T extends Scorecard<FixtureMatch> & { resultsPublished?: boolean }>(card: T): T {
  return {
    ...card,
    matches: eightMatches([], emptyMatch),
    home: { ...card.home, manOfTheMatch: null },
    away: { ...card.away, manOfTheMatch: null },
    oneEighties: [],
    over100Checkouts: [],
    ...('resultsPublished' in card ? { resultsPublished: false } : {}),
  };
}

/** An outcome of an entry: the new list, or why it was refused. */
export type Entry<T> = { value: T; error: null } | { value: null; error: string };

const refused = <T>(error: string): Entry<T> => ({ value: null, error });

/** Why a hi-check score cannot be recorded, or null (100 to 120). */
export function hiCheckProblem(score: number | string | null | undefined): string | null {
  const parsed = parseScore(score);
  if (parsed === null) return ENTER_SCORE_FIRST;
  if (parsed < HI_CHECK_MIN || parsed > HI_CHECK_MAX) return `Hi-check ${HI_CHECK_RANGE}`;
  return null;
}

/** Records a 180 for the player (a player must be chosen first). */
export function add180(
  oneEighties: readonly FixturePlayer[],
  player: FixturePlayer | null | undefined,
): Entry<FixturePlayer[]> {
  if (!player?.id) return refused(SELECT_PLAYER_FIRST);
  return { value: [...oneEighties, { id: player.id, name: player.name }], error: null };
}

/** Records a hi-check for the player: a player and a score from 100 to 120 are needed. */
export function addHiCheck(
  hiChecks: readonly NotablePlayer[],
  player: FixturePlayer | null | undefined,
  score: number | string | null | undefined,
): Entry<NotablePlayer[]> {
  if (!player?.id) return refused(SELECT_PLAYER_FIRST);
  const problem = hiCheckProblem(score);
  if (problem) return refused(problem);
  return {
    value: [...hiChecks, { id: player.id, name: player.name, score: parseScore(score) }],
    error: null,
  };
}

/** The list without the entry at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
