import { randomBytes, randomUUID } from 'node:crypto';
import {
  MATCH_HAS_NO_SAYG,
  MATCH_HAS_SAYG,
  MATCH_NOT_FOUND,
  MATCH_SAYG_DELETE_NOT_PERMITTED,
  MATCH_SIDES_MISSING,
} from '@darts/core/contract/tournamentMessages';
import type { CreateTournamentSaygRequest } from '@darts/core/contract/tournamentSayg';
import type { AppContext } from '#server/context';
import type { SaygDoc, TournamentDoc, TournamentMatchDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { canDeleteTournamentSayg } from '#server/policies/tournaments';
import { stampOf } from './league';
import { publishSayg } from './sayg';
import { matchesOf, matchOptionOf } from './tournamentBuild';
import { liveTournament, publishTournament, type Referrer, type TournamentChange } from './tournaments';

/*
 * The leg-by-leg record (sayg) of a tournament match: POST /api/Tournament/{id} creates it and
 * links it (match.saygId, and tournamentMatchId on the record); DELETE removes it, optionally
 * clearing the match's score so it can be recorded again.
 */

function findMatch(doc: TournamentDoc, matches: (m: TournamentMatchDoc) => boolean) {
  const found = matchesOf(doc.round).find(({ match }) => matches(match));
  if (!found) throw notFound(MATCH_NOT_FOUND);
  return found;
}

/** A copy of the tournament to change (the stored document is never changed in place). */
const copy = (doc: TournamentDoc): TournamentDoc => JSON.parse(JSON.stringify(doc)) as TournamentDoc;

/**
 * Creates the match's record: legs from the request's options, else the round's options for the
 * match, else the tournament's bestOf, else 5; 501 unless told; the sides' names. A match that
 * already has a record is answered as it is, with a warning.
 */
export async function createMatchSayg(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  request: CreateTournamentSaygRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  const current = await liveTournament(ctx, id);
  const doc = copy(current.doc);
  const { match, round, index } = findMatch(doc, (m) => m.id.toLowerCase() === request.matchId);
  if (match.saygId) return { stored: current, messages: [], warnings: [MATCH_HAS_SAYG] };
  if (!match.sideA || !match.sideB) throw badRequest(`matchId: ${MATCH_SIDES_MISSING}`);
  const option = matchOptionOf(request.matchOptions ?? round.matchOptions[index], doc.bestOf);
  const sayg: SaygDoc = {
    yourName: match.sideA.name,
    opponentName: match.sideB.name,
    startingScore: option.startingScore,
    numberOfLegs: option.numberOfLegs,
    tournamentMatchId: match.id,
    legs: {},
    // No edit token is handed out: tournament records are kept by recordScoresAsYouGo (a hash of
    // random bytes nobody holds).
    editTokenHash: randomBytes(32).toString('hex'),
    ownerId: caller.id,
  };
  const saygId = randomUUID();
  match.saygId = saygId;
  const stamp = stampOf(ctx, caller);
  const { stored, record } = await ctx.repos.transaction(async (repos) => ({
    record: await repos.sayg.insert(saygId, sayg, stamp),
    stored: await repos.tournaments.replace(current, doc, stamp),
  }));
  await publishSayg(ctx, record, caller, referrer);
  await publishTournament(ctx, stored, caller, referrer);
  return { stored, messages: ['Sayg added to match'], warnings: [] };
}

/**
 * Deletes the record of the match named by its id or by its record's id, unlinks it, and with
 * `clearScores` clears the match's score.
 */
export async function deleteMatchSayg(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  matchOrSaygId: string,
  clearScores: boolean,
  referrer: Referrer,
): Promise<TournamentChange> {
  const current = await liveTournament(ctx, id);
  const doc = copy(current.doc);
  const wanted = matchOrSaygId.toLowerCase();
  const { match } = findMatch(
    doc,
    (m) => m.id.toLowerCase() === wanted || m.saygId?.toLowerCase() === wanted,
  );
  if (!match.saygId) throw notFound(MATCH_HAS_NO_SAYG);
  const record = await ctx.repos.sayg.get(match.saygId);
  if (!canDeleteTournamentSayg(caller, record)) throw notPermitted(MATCH_SAYG_DELETE_NOT_PERMITTED);
  match.saygId = null;
  if (clearScores) {
    match.scoreA = null;
    match.scoreB = null;
  }
  const stamp = stampOf(ctx, caller);
  const stored = await ctx.repos.transaction(async (repos) => {
    if (record && !record.deleted) await repos.sayg.softDelete(record, stamp);
    return repos.tournaments.replace(current, doc, stamp);
  });
  await publishTournament(ctx, stored, caller, referrer);
  return {
    stored,
    messages: [`Sayg deleted and removed from match${clearScores ? '. Match scores reset' : ''}`],
    warnings: [],
  };
}
