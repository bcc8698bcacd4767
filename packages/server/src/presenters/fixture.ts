import type { Fixture, FixtureSubmission } from '@darts/core/contract/fixture';
import { FEATURE_IDS, featureEnabled, type featureValue } from '@darts/core/feature/flags';
import { resultsPublished } from '@darts/core/scorecard/scorecard';
import { fixtureSubmissionDifferences } from '@darts/core/scorecard/submissions';
import { isScoreVetoed, vetoDelayMs } from '@darts/core/scorecard/vetoScores';
import type { CallingVenue } from '@darts/core/venue/boards';
import type { Caller } from '#server/auth/guard';
import type { FixtureDoc, FixtureMatchDoc, FixtureResultsDoc, FixtureSubmissionDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';
import {
  canEditScores,
  canRecordScores,
  canSeeManOfTheMatch,
  canSeeSubmission,
  clerkSideOf,
  scoreRecorderOf,
} from '#server/policies/scorecard';
import { isBoardDevice } from '#server/policies/sayg';
import { presentPhotoReference } from './photo';

export { resultsPublished };

/**
 * The venue's boards and the card's calls on its fixture night (services/venueNights.ts), absent
 * without boards; a call is shown only where its match is on the card as the caller sees it (none
 * while the matches are hidden), so another card's calls at the venue are not this card's: the
 * boards they hold are named by their fixture.
 */
function presentCalls(
  venue: FixtureVenue | null,
  results: FixtureResultsDoc,
): Pick<Fixture, 'boards' | 'calls' | 'boardsTaken'> {
  if (!venue?.boards?.length) return {};
  const shown = new Set(results.matches.map((m) => m.id));
  const calls = (venue.calls ?? []).filter((c) => shown.has(c.matchId));
  const taken = venue.taken ?? [];
  return {
    boards: [...venue.boards],
    calls: calls.map((c) => ({ boardId: c.boardId, matchId: c.matchId, since: c.since })),
    ...(taken.length ? { boardsTaken: taken.map((t) => ({ boardId: t.boardId, by: t.by })) } : {}),
  };
}

/** A venue's boards on a fixture night as a card's answer carries them (services/venueNights.ts). */
export type FixtureVenue = CallingVenue & { taken?: readonly { boardId: string; by: string }[] };

/** How a caller sees a fixture's matches beyond their rights (the VetoScores and RandomisedSingles features). */
export interface FixtureView {
  /** Hide the matches (VetoScores: until the fixture date plus the delay). */
  hideMatches?: boolean;
  /** Shuffle the five singles (RandomisedSingles); a source of numbers in [0, 1). */
  shuffleSingles?: () => number;
}

type FeatureValues = Parameters<typeof featureValue>[0] & { id: string };

/**
 * The view of a fixture for a caller who cannot record its scores:
 * matches hidden until the fixture date (UTC) plus the VetoScores delay (core/scorecard/vetoScores.ts),
 * singles shuffled with RandomisedSingles on. Callers who can record scores, and a board's scorer
 * device (decision 055), see everything as stored.
 */
export function fixtureViewFor(
  game: FixtureDoc,
  caller: Caller,
  features: readonly FeatureValues[],
  now: Date,
  random: () => number = Math.random,
): FixtureView {
  // A board's scorer device reads the card as stored: it saves its match back by the match's place.
  if (canRecordScores(caller, game) || isBoardDevice(caller)) return {};
  return {
    hideMatches: isScoreVetoed(game, scoreRecorderOf(caller), vetoDelayMs(features), now),
    ...(featureEnabled(features, FEATURE_IDS.randomisedSingles) ? { shuffleSingles: random } : {}),
  };
}

/** The five singles in a random order, then the other matches. */
function shuffled(matches: FixtureMatchDoc[], random: () => number): FixtureMatchDoc[] {
  const singles = matches.slice(0, 5);
  for (let i = singles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [singles[i], singles[j]] = [singles[j]!, singles[i]!];
  }
  return [...singles, ...matches.slice(5)];
}

function presentOptions(options: FixtureResultsDoc['matchOptions']) {
  return options.map((o) =>
    o ? { playerCount: o.playerCount, startingScore: o.startingScore, numberOfLegs: o.numberOfLegs } : null,
  );
}

function presentResults(results: FixtureResultsDoc) {
  return {
    matches: results.matches.map((m) => ({
      id: m.id,
      homePlayers: m.homePlayers.map((p) => ({ id: p.id, name: p.name })),
      awayPlayers: m.awayPlayers.map((p) => ({ id: p.id, name: p.name })),
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      saygId: m.saygId ?? null,
    })),
    matchOptions: presentOptions(results.matchOptions),
    oneEighties: results.oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: results.over100Checkouts.map((p) => ({
      id: p.id,
      name: p.name,
      score: p.score ?? null,
    })),
  };
}

function presentSubmission(submission: FixtureSubmissionDoc | null): FixtureSubmission | null {
  if (!submission) return null;
  return {
    home: { ...submission.home },
    away: { ...submission.away },
    ...presentResults(submission),
    created: submission.created,
    author: submission.author,
    updated: submission.updated,
    editor: submission.editor,
  };
}

/**
 * A fixture as `caller` may see it:
 * - submissions only to manageScores, or to the clerk of that side;
 * - a clerk of either team, before the results are published, sees their own submission (or an
 *   empty scorecard) with the fixture's details, and its audit stamps (the token of their next save);
 * - where the two submissions differ to manageScores and both clerks, until published;
 * - man of the match to everyone once published, before that only to manageScores and the clerk
 *   of that side;
 * - `venue`'s boards and the card's calls on its fixture night where the answer carries them (a
 *   card's own answers, services/venueNights.ts).
 */
export function presentFixture(
  stored: Stored<FixtureDoc>,
  caller: Caller,
  view: FixtureView = {},
  venue: FixtureVenue | null = null,
): Fixture {
  const d = stored.doc;
  const admin = canEditScores(caller);
  const published = resultsPublished(d);
  const clerkSide = clerkSideOf(caller, d);
  const mine = clerkSide === 'home' ? d.homeSubmission : clerkSide === 'away' ? d.awaySubmission : null;
  const merged = !admin && !published && clerkSide !== null;
  const own: FixtureResultsDoc = merged
    ? (mine ?? { ...d, matches: [], oneEighties: [], over100Checkouts: [] })
    : d;
  const results: FixtureResultsDoc = view.hideMatches
    ? { ...own, matches: [] }
    : view.shuffleSingles
      ? { ...own, matches: shuffled(own.matches, view.shuffleSingles) }
      : own;
  const audit = auditOf(stored);
  const mom = (teamId: string, value: string | null) =>
    canSeeManOfTheMatch(caller, teamId, published) ? value : null;
  return {
    id: stored.id,
    seasonId: d.seasonId,
    divisionId: d.divisionId,
    date: d.date,
    address: d.address,
    postponed: d.postponed,
    isKnockout: d.isKnockout,
    accoladesCount: d.accoladesCount,
    home: { id: d.home.id, name: d.home.name, manOfTheMatch: mom(d.home.id, results.home.manOfTheMatch) },
    away: { id: d.away.id, name: d.away.name, manOfTheMatch: mom(d.away.id, results.away.manOfTheMatch) },
    ...presentResults(results),
    matchOptions: presentOptions(results.matchOptions.length > 0 ? results.matchOptions : d.matchOptions),
    resultsPublished: published,
    homeSubmission: canSeeSubmission(caller, d, 'home') ? presentSubmission(d.homeSubmission) : null,
    awaySubmission: canSeeSubmission(caller, d, 'away') ? presentSubmission(d.awaySubmission) : null,
    // Both clerks and manageScores see where the submissions differ, never the other's values.
    submissionDifferences:
      !published && (admin || clerkSide !== null)
        ? (fixtureSubmissionDifferences(d, d.homeSubmission, d.awaySubmission) ?? [])
        : [],
    photos: (d.photos ?? []).map(presentPhotoReference),
    ...presentCalls(venue, results),
    ...audit,
    ...(merged && mine
      ? {
          created: mine.created ?? audit.created,
          author: mine.author ?? audit.author,
          updated: mine.updated ?? audit.updated,
          editor: mine.editor ?? audit.editor,
        }
      : {}),
  };
}
