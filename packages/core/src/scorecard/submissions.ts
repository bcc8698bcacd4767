import { emptyMatch, type Scorecard, type ScorecardMatch } from './scorecard';
import type { Side } from '../league/matchResult';
import type { FixtureMatch, FixturePlayer, FixtureSide, MatchOption } from '../league/types';

/*
 * The team clerks' submissions of a fixture's results: when two submissions agree, and how an
 * admin takes parts of one (docs/domain.md, "Submissions and publishing").
 */

/** A submission as compared: the scorecard, with the fixture's key details when it carries them. */
export interface SubmissionLike extends Scorecard {
  id?: string | null;
  date?: string | null;
  divisionId?: string | null;
  seasonId?: string | null;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Teams agree on id and on name (trimmed, any case); man of the match is not compared. */
function sameTeam(a: FixtureSide, b: FixtureSide): boolean {
  return a.id === b.id && sameText(a.name, b.name);
}

const playerKey = (p: FixturePlayer) => `${p.id}|${p.name}`;

/** The same players by id and name, in any order. */
function samePlayers(a: readonly FixturePlayer[], b: readonly FixturePlayer[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(playerKey).sort();
  const right = b.map(playerKey).sort();
  return left.every((key, i) => key === right[i]);
}

function sameMatch(a: ScorecardMatch, b: ScorecardMatch): boolean {
  return (
    (a.homeScore ?? null) === (b.homeScore ?? null) &&
    (a.awayScore ?? null) === (b.awayScore ?? null) &&
    samePlayers(a.homePlayers, b.homePlayers) &&
    samePlayers(a.awayPlayers, b.awayPlayers)
  );
}

function sameOption(a: MatchOption | null, b: MatchOption | null): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.playerCount === b.playerCount &&
    a.startingScore === b.startingScore &&
    a.numberOfLegs === b.numberOfLegs
  );
}

const sameSequence = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => same(x, b[i] as T));

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((k) => right.has(k));
};

/** A part of the scorecard two submissions can differ in, as the scorecard names it. */
export type SubmissionPart =
  'Fixture details' | 'Teams' | `Match ${number}` | 'Match options' | '180s' | 'Hi-checks';

const hiCheckKey = (p: FixturePlayer & { score?: number | null }) => `${playerKey(p)}|${p.score ?? ''}`;

/**
 * The parts in which two submissions record different results, in the scorecard's order: key
 * details, teams (man of the match ignored), each match by number (scores, and players by id and
 * name in any order; a match one of them lacks differs), the match options in order, the 180s as a
 * set of players and the hi-checks as a set of players with their scores.
 */
export function submissionDifferences(a: SubmissionLike, b: SubmissionLike): SubmissionPart[] {
  const parts: SubmissionPart[] = [];
  const sameDetails =
    (a.id ?? null) === (b.id ?? null) &&
    (a.date ?? '').slice(0, 10) === (b.date ?? '').slice(0, 10) &&
    (a.divisionId ?? null) === (b.divisionId ?? null) &&
    (a.seasonId ?? null) === (b.seasonId ?? null);
  if (!sameDetails) parts.push('Fixture details');
  if (!sameTeam(a.home, b.home) || !sameTeam(a.away, b.away)) parts.push('Teams');
  for (let i = 0; i < Math.max(a.matches.length, b.matches.length); i++) {
    const [x, y] = [a.matches[i], b.matches[i]];
    if (!x || !y || !sameMatch(x, y)) parts.push(`Match ${i + 1}`);
  }
  if (!sameSequence(a.matchOptions, b.matchOptions, sameOption)) parts.push('Match options');
  if (!sameSet(a.oneEighties.map(playerKey), b.oneEighties.map(playerKey))) parts.push('180s');
  if (!sameSet(a.over100Checkouts.map(hiCheckKey), b.over100Checkouts.map(hiCheckKey)))
    parts.push('Hi-checks');
  return parts;
}

/** True when two submissions record the same results (`submissionDifferences` finds none). */
export function submissionsEqual(a: SubmissionLike | null, b: SubmissionLike | null): boolean {
  return a !== null && b !== null && submissionDifferences(a, b).length === 0;
}

/**
 * A fixture's submission as it is compared: with the fixture's own team names and current match
 * options (a submission keeps the options of its save).
 */
export function comparedSubmission<S extends Scorecard>(
  fixture: Pick<Scorecard, 'home' | 'away' | 'matchOptions'>,
  submission: S,
): S {
  return {
    ...submission,
    matchOptions: fixture.matchOptions,
    home: { ...submission.home, name: fixture.home.name },
    away: { ...submission.away, name: fixture.away.name },
  };
}

/**
 * Where a fixture's two submissions differ (`submissionDifferences` of `comparedSubmission`s):
 * empty when they agree, null until both teams have submitted.
 */
export function fixtureSubmissionDifferences(
  fixture: Pick<Scorecard, 'home' | 'away' | 'matchOptions'>,
  home: Scorecard | null | undefined,
  away: Scorecard | null | undefined,
): SubmissionPart[] | null {
  if (!home || !away) return null;
  return submissionDifferences(comparedSubmission(fixture, home), comparedSubmission(fixture, away));
}

type Card = Scorecard<FixtureMatch>;

/**
 * Takes match `index` from a submission: its players and scores. The fixture's own match keeps its
 * id and leg-by-leg record; missing matches before it are filled with empty ones.
 */
export function acceptMatch<T extends Card>(card: T, submission: Scorecard, index: number): T {
  const from = submission.matches[index];
  if (!from) return card;
  const matches = Array.from({ length: Math.max(card.matches.length, index + 1) }, (_, i) => {
    const own = card.matches[i] ?? emptyMatch();
    if (i !== index) return own;
    return {
      ...own,
      homePlayers: from.homePlayers.map((p) => ({ id: p.id, name: p.name })),
      awayPlayers: from.awayPlayers.map((p) => ({ id: p.id, name: p.name })),
      homeScore: from.homeScore,
      awayScore: from.awayScore,
    };
  });
  return { ...card, matches };
}

/** Takes one side's man of the match from that side's submission. */
export function acceptManOfTheMatch<T extends Card>(card: T, side: Side, submission: Scorecard): T {
  return { ...card, [side]: { ...card[side], manOfTheMatch: submission[side].manOfTheMatch } };
}

/** Takes the 180s of a submission. */
export function accept180s<T extends Card>(card: T, submission: Scorecard): T {
  return { ...card, oneEighties: submission.oneEighties.map((p) => ({ id: p.id, name: p.name })) };
}

/** Takes the hi-checks of a submission. */
export function acceptHiChecks<T extends Card>(card: T, submission: Scorecard): T {
  return {
    ...card,
    over100Checkouts: submission.over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
  };
}

/** The parts of a submission an administrator takes, as the scorecard names them. */
export type AcceptedPart = `Match ${number}` | 'Man of the match' | '180s' | 'Hi-checks';

/**
 * Takes everything a side's submission records: its matches, that side's man of the match, the
 * 180s and the hi-checks ("Accept all"). Returns the card and the parts taken.
 */
export function acceptAll<T extends Card>(
  card: T,
  side: Side,
  submission: Scorecard,
): { card: T; parts: AcceptedPart[] } {
  let merged = card;
  const parts: AcceptedPart[] = [];
  submission.matches.forEach((m, index) => {
    if (
      m.homePlayers.length === 0 &&
      m.awayPlayers.length === 0 &&
      m.homeScore === null &&
      m.awayScore === null
    )
      return;
    merged = acceptMatch(merged, submission, index);
    parts.push(`Match ${index + 1}`);
  });
  merged = acceptHiChecks(accept180s(acceptManOfTheMatch(merged, side, submission), submission), submission);
  parts.push('Man of the match', '180s', 'Hi-checks');
  return { card: merged, parts };
}

/** The parts of a fixture that publishing writes. */
export interface PublishedResults<M> {
  matches: M[];
  matchOptions: (MatchOption | null)[];
  oneEighties: FixturePlayer[];
  over100Checkouts: { id: string; name: string; score: number | null }[];
  homeManOfTheMatch: string | null;
  awayManOfTheMatch: string | null;
}

/**
 * The results to publish when both submissions agree, else null: the home submission's matches,
 * options, 180s and hi-checks; each side's man of the match from that side's own submission.
 */
export function agreedResults<M extends ScorecardMatch>(
  home: (Scorecard<M> & SubmissionLike) | null,
  away: (Scorecard<M> & SubmissionLike) | null,
): PublishedResults<M> | null {
  if (!home || !away || !submissionsEqual(home, away)) return null;
  return {
    matches: [...home.matches],
    matchOptions: [...home.matchOptions],
    oneEighties: home.oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: home.over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
    homeManOfTheMatch: home.home.manOfTheMatch,
    awayManOfTheMatch: away.away.manOfTheMatch,
  };
}
