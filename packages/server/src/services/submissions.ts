import { MAN_OF_THE_MATCH_OPPONENT, type RecordScoresRequest } from '@darts/core/contract/scorecard';
import type { Side } from '@darts/core/league/matchResult';
import type { SubmissionDisagreement } from '@darts/core/contract/scorecard';
import { resultsPublished } from '@darts/core/scorecard/scorecard';
import {
  agreedResults,
  comparedSubmission,
  fixtureSubmissionDifferences,
} from '@darts/core/scorecard/submissions';
import type { AppContext } from '#server/context';
import type { FixtureDoc, FixtureSubmissionDoc, TeamDoc } from '#server/db/docs';
import { nextStamp, type Stamp, type Stored } from '#server/db/documents';
import { concurrency } from '#server/errors';
import { seasonSquad } from '@darts/core/league/squad';
import type { MatchPlan } from './scoreMatches';

/*
 * A team clerk's save of the scorecard: it writes
 * the clerk's team's submission, a copy of the scorecard with its own audit stamps, and publishes
 * the results when both teams' submissions agree.
 */

/**
 * The concurrency check of a clerk's save: against their own submission's `updated`. A clerk's
 * first save has nothing of theirs to overwrite, so any token they read is accepted: the other
 * team's clerk saving first (which restamps the fixture) must not refuse it on league night.
 */
export function assertSubmissionCurrent(
  game: Stored<FixtureDoc>,
  side: Side,
  lastUpdated: string | null | undefined,
): void {
  const submission = side === 'home' ? game.doc.homeSubmission : game.doc.awaySubmission;
  if (!lastUpdated) throw concurrency.missingToken('Game');
  if (!submission?.updated) return;
  if (lastUpdated !== submission.updated)
    throw concurrency.stale('Game', submission.editor, submission.updated);
}

/** The ids of the players a side may pick as man of the match: the other team's squad and players. */
export function opposingPlayerIds(
  team: Stored<TeamDoc> | null,
  seasonId: string,
  playedAgainst: readonly { id: string }[],
): Set<string> {
  return new Set([...seasonSquad(team?.doc, seasonId), ...playedAgainst].map((p) => p.id));
}

/** A clerk picks man of the match from the other team's players (`opponents`); anything else is a 400. */
export function manOfTheMatchProblem(
  game: FixtureDoc,
  side: Side,
  request: RecordScoresRequest,
  opponents: Stored<TeamDoc> | null,
): string | null {
  const pick = side === 'home' ? request.home : request.away;
  if (!pick) return null;
  const other: Side = side === 'home' ? 'away' : 'home';
  const played = request.matches.flatMap((m) => (other === 'home' ? m.homePlayers : m.awayPlayers));
  return opposingPlayerIds(opponents, game.seasonId, played).has(pick)
    ? null
    : `${side}.manOfTheMatch: ${MAN_OF_THE_MATCH_OPPONENT}`;
}

/**
 * The fixture with the clerk's submission written from the request (created on first use from
 * the fixture's key details), then published when both submissions agree. The clerk sets only
 * their own side's man of the match.
 */
export function withSubmission(
  game: Stored<FixtureDoc>,
  side: Side,
  request: RecordScoresRequest,
  matches: MatchPlan['matches'],
  stamp: Stamp,
): { doc: FixtureDoc; published: boolean } {
  const d = game.doc;
  const key = side === 'home' ? 'homeSubmission' : 'awaySubmission';
  const current = d[key];
  const token = current?.updated ?? game.updated;
  const submission: FixtureSubmissionDoc = {
    home: { ...d.home, manOfTheMatch: side === 'home' ? request.home : null },
    away: { ...d.away, manOfTheMatch: side === 'away' ? request.away : null },
    matches,
    matchOptions: d.matchOptions,
    oneEighties: request.oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: request.over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
    created: current?.created ?? stamp.now.toISOString(),
    author: current?.author ?? stamp.name,
    updated: nextStamp(token, stamp.now),
    editor: stamp.name,
  };
  const doc: FixtureDoc = { ...d, [key]: submission };
  // Both compared with the fixture's own team names and current match options.
  const compared = (s: FixtureSubmissionDoc | null) => s && comparedSubmission(d, s);
  const agreed = agreedResults(compared(doc.homeSubmission), compared(doc.awaySubmission));
  if (!agreed) return { doc, published: false };
  return {
    published: true,
    doc: {
      ...doc,
      matches: agreed.matches,
      matchOptions: agreed.matchOptions,
      oneEighties: agreed.oneEighties,
      over100Checkouts: agreed.over100Checkouts,
      home: { ...d.home, manOfTheMatch: agreed.homeManOfTheMatch },
      away: { ...d.away, manOfTheMatch: agreed.awayManOfTheMatch },
    },
  };
}

/**
 * GET /api/Scores/Disagreements: the fixtures, not published, whose two teams' submissions differ
 * (`fixtureSubmissionDifferences`), of one season or every one; soonest first, then home team.
 */
export async function submissionDisagreements(
  ctx: AppContext,
  seasonId: string | null,
): Promise<SubmissionDisagreement[]> {
  const games = await ctx.repos.games.list(seasonId ? { column: 'season_id', value: seasonId } : undefined);
  return games
    .flatMap(({ id, doc }) => {
      if (resultsPublished(doc)) return [];
      const differences = fixtureSubmissionDifferences(doc, doc.homeSubmission, doc.awaySubmission);
      if (!differences || differences.length === 0) return [];
      const { seasonId, divisionId, date } = doc;
      return [{ id, seasonId, divisionId, date, home: doc.home.name, away: doc.away.name, differences }];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.home.localeCompare(b.home));
}
