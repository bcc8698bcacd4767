import { FIXTURE_DATE_OUTSIDE_SEASON } from '@darts/core/contract/game';
import {
  GAME_DELETED,
  SCORES_NOT_PERMITTED,
  SUBMISSIONS_CLOSED,
  type RecordScoresRequest,
} from '@darts/core/contract/scores';
import { isWithin } from '@darts/core/league/dates';
import type { Side } from '@darts/core/league/matchResult';
import { optionsForKnockout } from '@darts/core/league/matchOptions';
import { resultsPublished, selectionProblems } from '@darts/core/league/scorecard';
import type { AppContext } from '../context';
import type { GameDoc, SaygDoc, UserDoc } from '../db/docs';
import type { Stored } from '../db/documents';
import { createRepositories } from '../db/repositories';
import { badRequest, notFound, notPermitted } from '../errors';
import { presentSayg } from '../presenters/sayg';
import { evictFor } from './games';
import { assertCurrent, stampOf } from './league';
import { planMatches, writeMatchSayg } from './scoreMatches';
import { assertSubmissionCurrent, manOfTheMatchProblem, withSubmission } from './submissions';

/*
 * PUT /api/Scores/{id} (original-server.md section 3): an admin (manageScores) edits the fixture's
 * results; a team clerk (inputResults, the account's team at home or away) writes their team's
 * submission, published when both agree; manageGames also edits the fixture's details.
 */

export interface ScoresOutcome {
  stored: Stored<GameDoc>;
  messages: string[];
}

/** The clerk's side of the fixture: inputResults and the account's team at home or away. */
export function clerkSideOf(caller: Stored<UserDoc> | null, game: GameDoc): Side | null {
  if (caller?.doc.access.inputResults !== true || !caller.doc.teamId) return null;
  if (caller.doc.teamId === game.home.id) return 'home';
  if (caller.doc.teamId === game.away.id) return 'away';
  return null;
}

/** The fixture details a manageGames caller sends; absent values keep the stored ones. */
async function withDetails(ctx: AppContext, d: GameDoc, request: RecordScoresRequest): Promise<GameDoc> {
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

/**
 * Records a scorecard. Order of refusals: unknown fixture 404; deleted 400; not permitted 403;
 * clerk after publication 400; stale `lastUpdated` 409; then invalid content 400 (players picked
 * twice, a clerk's man of the match not an opponent, impossible visits, a date outside the season).
 */
export async function recordScores(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  request: RecordScoresRequest,
): Promise<ScoresOutcome> {
  const existing = await ctx.repos.games.get(id);
  if (!existing) throw notFound('Game not found');
  if (existing.deleted) throw badRequest(GAME_DELETED);
  const access = caller.doc.access;
  const admin = access.manageScores === true;
  const clerkSide = admin ? null : clerkSideOf(caller, existing.doc);
  if (!admin && !clerkSide) throw notPermitted(SCORES_NOT_PERMITTED);
  if (clerkSide && resultsPublished(existing.doc)) throw badRequest(SUBMISSIONS_CLOSED);
  if (clerkSide) assertSubmissionCurrent(existing, clerkSide, request.lastUpdated);
  else assertCurrent(ctx.repos.games.typeName, existing, request.lastUpdated);

  const detailed = access.manageGames ? await withDetails(ctx, existing.doc, request) : existing.doc;
  const current = clerkSide
    ? (existing.doc[clerkSide === 'home' ? 'homeSubmission' : 'awaySubmission']?.matches ?? [])
    : existing.doc.matches;
  const plan = planMatches(
    current,
    request.matches,
    detailed.matchOptions,
    detailed.isKnockout,
    access.recordScoresAsYouGo === true,
  );
  const problems = [...selectionProblems({ ...detailed, matches: request.matches }), ...plan.problems];
  const momProblem = clerkSide ? await manOfTheMatchProblem(ctx, detailed, clerkSide, request) : null;
  if (momProblem) problems.push(momProblem);
  if (problems.length > 0) throw badRequest(...problems);

  const stamp = stampOf(ctx, caller);
  const messages: string[] = [];
  let written: Stored<SaygDoc>[] = [];
  const stored = await ctx.db.kysely.transaction().execute(async (trx) => {
    const repos = createRepositories(trx);
    const saved = await writeMatchSayg(repos, plan, stamp, caller.id);
    written = saved.written;
    let doc: GameDoc;
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
    if (access.manageGames) {
      const { address, postponed, isKnockout, accoladesCount, date, matchOptions } = detailed;
      doc = { ...doc, address, postponed, isKnockout, accoladesCount, date, matchOptions };
      messages.push('Game details updated');
    }
    return repos.games.replace(existing, doc, stamp);
  });
  messages.push('Scores updated');
  evictFor(ctx, existing.doc, stored.doc);
  for (const sayg of written) {
    const record = presentSayg(sayg);
    await ctx.live.publish('Sayg', record.id, record, {
      socketId: null,
      mode: 'Polling',
      userName: caller.doc.name,
      referrer: null,
    });
  }
  return { stored, messages };
}
