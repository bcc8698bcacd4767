import { FIXTURE_DATE_OUTSIDE_SEASON } from '@darts/core/contract/fixture';
import {
  GAME_DELETED,
  SCORES_NOT_PERMITTED,
  SUBMISSIONS_CLOSED,
  type RecordScoresRequest,
} from '@darts/core/contract/scorecard';
import {
  playerCountProblems,
  scoreFitProblems,
  squadProblems,
  type SquadIds,
} from '@darts/core/scorecard/scorecardChecks';
import { isWithin } from '@darts/core/league/dates';
import type { Side } from '@darts/core/league/matchResult';
import { optionsForKnockout } from '@darts/core/league/matchOptions';
import { resultsPublished, selectionProblems } from '@darts/core/scorecard/scorecard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, SaygDoc, TeamDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { canRecordAnySayg } from '#server/policies/sayg';
import { canEditFixtureDetails, canEditScores, clerkSideOf } from '#server/policies/scorecard';
import { seasonSquad } from '@darts/core/league/squad';
import { boardsCardRequest } from './boardFixture';
import { atVenueNights } from './venueNightCalls';
import { isBoardDevice } from './boardDevice';
import { publishSayg } from './sayg';
import { assertCurrent, stampOf } from './league';
import { planMatches, writeMatchSayg, type MatchPlan } from './scoreMatches';
import { assertSubmissionCurrent, manOfTheMatchProblem, withSubmission } from './submissions';

/*
 * PUT /api/Scores/{id}: an admin (manageScores) edits the fixture's
 * results; a team clerk (inputResults, the account's team at home or away) writes their team's
 * submission, published when both agree; manageGames also edits the fixture's details.
 */

export interface ScoresOutcome {
  stored: Stored<FixtureDoc>;
  messages: string[];
}

/** The fixture details a manageGames caller sends; absent values keep the stored ones. */
async function withDetails(
  ctx: AppContext,
  d: FixtureDoc,
  request: RecordScoresRequest,
): Promise<FixtureDoc> {
  const isKnockout = request.isKnockout ?? d.isKnockout;
  const date = request.date ?? d.date;
  if (date !== d.date) {
    const season = await ctx.repos.seasons.get(d.seasonId);
    if (season && !isWithin(date, season.doc.startDate, season.doc.endDate)) {
      throw badRequest(`date: ${FIXTURE_DATE_OUTSIDE_SEASON}`);
    }
  }
  const matchOptions =
    request.matchOptions ??
    (isKnockout === d.isKnockout ? d.matchOptions : optionsForKnockout(d.matchOptions, isKnockout));
  return {
    ...d,
    address: request.address ?? d.address,
    postponed: request.postponed ?? d.postponed,
    isKnockout,
    accoladesCount: request.accoladesCount ?? d.accoladesCount,
    date,
    matchOptions,
  };
}

/** A side's squad for the fixture's season, by player id (none when the team is gone). */
function squadIdsOf(team: Stored<TeamDoc> | null, game: FixtureDoc, side: Side): SquadIds {
  const players = seasonSquad(team?.doc, game.seasonId);
  return { name: team?.doc.name ?? game[side].name, playerIds: new Set(players.map((p) => p.id)) };
}

/**
 * What in the card does not fit the fixture, in this order: scores over a match's legs, sides over
 * its player count, players picked twice, players not of the side's squad (nor already stored in
 * that place: the fixture and both submissions for an admin, their own submission for a clerk),
 * impossible visits, then a clerk's man of the match not an opponent.
 */
async function contentProblems(
  ctx: AppContext,
  existing: FixtureDoc,
  detailed: FixtureDoc,
  clerkSide: Side | null,
  request: RecordScoresRequest,
  plan: MatchPlan,
): Promise<string[]> {
  const [home, away] = await Promise.all([
    ctx.repos.teams.get(detailed.home.id),
    ctx.repos.teams.get(detailed.away.id),
  ]);
  const squads = { home: squadIdsOf(home, detailed, 'home'), away: squadIdsOf(away, detailed, 'away') };
  const stored = clerkSide
    ? [clerkSide === 'home' ? existing.homeSubmission : existing.awaySubmission]
    : [existing, existing.homeSubmission, existing.awaySubmission];
  const card = { ...detailed, matches: request.matches };
  const problems = [
    // The scores as saved: a leg-by-leg record sets its match's score from the throws.
    ...scoreFitProblems({ ...detailed, matches: plan.matches }),
    ...playerCountProblems(card),
    ...selectionProblems(card),
    ...squadProblems(request, squads, stored),
    ...plan.problems,
  ];
  const momProblem = clerkSide
    ? manOfTheMatchProblem(detailed, clerkSide, request, clerkSide === 'home' ? away : home)
    : null;
  return momProblem ? [...problems, momProblem] : problems;
}

/**
 * Records a scorecard. Order of refusals: unknown fixture 404; deleted 400; not permitted 403 (a
 * board's scorer device: anything but its called match's result, services/boardFixture.ts);
 * clerk after publication 400; stale `lastUpdated` 409; a date outside the season 400 (manageGames);
 * then invalid content 400, every problem at once (`contentProblems`: scores over the legs, too
 * many players, players picked twice, players not of the squads, impossible visits, a clerk's man
 * of the match not an opponent).
 */
export async function recordScores(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  asked: RecordScoresRequest,
): Promise<ScoresOutcome> {
  const existing = await ctx.repos.games.get(id);
  if (!existing) throw notFound('Game not found');
  if (existing.deleted) throw badRequest(GAME_DELETED);
  const admin = canEditScores(caller);
  const clerkSide = admin ? null : clerkSideOf(caller, existing.doc);
  // A board's scorer device saves the result of the match called to its board, nothing else.
  const board = !admin && !clerkSide && isBoardDevice(caller);
  if (!admin && !clerkSide && !board) throw notPermitted(SCORES_NOT_PERMITTED);
  const request = board ? await boardsCardRequest(ctx, caller, existing, asked) : asked;
  if (clerkSide && resultsPublished(existing.doc)) throw badRequest(SUBMISSIONS_CLOSED);
  if (clerkSide) assertSubmissionCurrent(existing, clerkSide, request.lastUpdated);
  else assertCurrent(ctx.repos.games.typeName, existing, request.lastUpdated);

  const detailed = canEditFixtureDetails(caller)
    ? await withDetails(ctx, existing.doc, request)
    : existing.doc;
  const current = clerkSide
    ? (existing.doc[clerkSide === 'home' ? 'homeSubmission' : 'awaySubmission']?.matches ?? [])
    : existing.doc.matches;
  const plan = planMatches(
    current,
    request.matches,
    detailed.matchOptions,
    detailed.isKnockout,
    canRecordAnySayg(caller) || board,
  );
  const problems = await contentProblems(ctx, existing.doc, detailed, clerkSide, request, plan);
  if (problems.length > 0) throw badRequest(...problems);

  const stamp = stampOf(ctx, caller);
  const messages: string[] = [];
  let written: Stored<SaygDoc>[] = [];
  const stored = await atVenueNights(ctx, caller, null, async ({ repos, refresh }) => {
    const saved = await writeMatchSayg(repos, plan, stamp, caller.id);
    written = saved.written;
    let doc: FixtureDoc;
    if (clerkSide) {
      const outcome = withSubmission(existing, clerkSide, request, saved.matches, stamp);
      doc = outcome.doc;
      messages.push(outcome.published ? 'Submission published' : 'Submission updated');
    } else {
      doc = {
        ...detailed,
        matches: saved.matches,
        oneEighties: request.oneEighties.map((p) => ({ id: p.id, name: p.name })),
        over100Checkouts: request.over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
        home: { ...detailed.home, manOfTheMatch: request.home },
        away: { ...detailed.away, manOfTheMatch: request.away },
      };
      messages.push('Game updated');
    }
    // The venue's boards (none: no call list) are the fixture details' too.
    let boards: string[] | undefined;
    if (canEditFixtureDetails(caller)) {
      const { address, postponed, isKnockout, accoladesCount, date, matchOptions } = detailed;
      doc = { ...doc, address, postponed, isKnockout, accoladesCount, date, matchOptions };
      boards = request.boards ?? undefined;
      messages.push('Game details updated');
    }
    const card = await repos.games.replace(existing, doc, stamp);
    await refresh({ kind: 'card', id, before: existing.doc, after: card.doc, boards }, stamp);
    return card;
  });
  messages.push('Scores updated');
  for (const sayg of written) await publishSayg(ctx, sayg, caller);
  return { stored, messages };
}
