import { randomBytes, randomUUID } from 'node:crypto';
import {
  MATCH_HAS_NO_SAYG,
  MATCH_HAS_SAYG,
  MATCH_NOT_FOUND,
  MATCH_SAYG_DELETE_NOT_PERMITTED,
  MATCH_SIDES_MISSING,
} from '@darts/core/contract/tournamentMessages';
import type { CreateTournamentSaygRequest } from '@darts/core/contract/tournamentSayg';
import { planMatchOf, withPlanResult } from '@darts/core/tournament/formats/planMatch';
import { matchHandicap } from '@darts/core/tournament/handicap';
import type { PlannedFormatId } from '@darts/core/tournament/formats/names';
import type { AppContext } from '#server/context';
import type { SaygDoc, TournamentDoc, TournamentMatchDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { canDeleteTournamentSayg } from '#server/policies/tournaments';
import { stampOf } from './league';
import { atVenueNights, withShare } from './venueNightCalls';
import { publishSayg } from './sayg';
import { matchesOf, matchOptionOf } from './tournamentBuild';
import { derivedId } from './derivedId';
import { publishTournament, type Referrer } from './tournamentLive';
import { liveTournament, retriedOnConflict, type TournamentChange } from './tournaments';

/*
 * The leg-by-leg record (sayg) of a tournament match: POST /api/Tournament/{id} creates it and
 * links it (match.saygId, or a planned format's result's saygId, and tournamentMatchId on the
 * record); DELETE removes it, optionally clearing the match's score so it can be recorded again.
 */

function findMatch(doc: TournamentDoc, matches: (m: TournamentMatchDoc) => boolean) {
  const found = matchesOf(doc.round).find(({ match }) => matches(match));
  if (!found) throw notFound(MATCH_NOT_FOUND);
  return found;
}

/** A copy of the tournament to change (the stored document is never changed in place). */
const copy = (doc: TournamentDoc): TournamentDoc => JSON.parse(JSON.stringify(doc)) as TournamentDoc;

/** The match a record is created for: its sides' names, its legs and how the tournament links it. */
interface Target {
  names: [string, string];
  /** The sides' handicaps, as the tournament now gives them (tournament/handicap.ts). */
  handicaps: [number | undefined, number | undefined];
  option: { startingScore: number; numberOfLegs: number };
  /** What the record's tournamentMatchId says. */
  matchKey: string;
  /** Links the record in the tournament's copy. */
  link: (saygId: string) => void;
}

/** A knockout's (or a single round's) match, by its GUID: null when it has a record already. */
function knockoutTarget(doc: TournamentDoc, request: CreateTournamentSaygRequest): Target | null {
  const { match, round, index } = findMatch(doc, (m) => m.id.toLowerCase() === request.matchId);
  if (match.saygId) return null;
  if (!match.sideA || !match.sideB) throw badRequest(`matchId: ${MATCH_SIDES_MISSING}`);
  return {
    names: [match.sideA.name, match.sideB.name],
    handicaps: [handicapOf(doc, match.sideA.id), handicapOf(doc, match.sideB.id)],
    option: matchOptionOf(request.matchOptions ?? round.matchOptions[index], doc.bestOf),
    matchKey: match.id,
    link: (saygId) => (match.saygId = saygId),
  };
}

/**
 * A planned format's match, by its id there ("W1-2"): legs as the format's best of (so the record's
 * winner is the format's), the starting score as asked. Its record carries a GUID derived from the
 * tournament and the match, as a knockout's carries its match's.
 */
function planTarget(
  id: string,
  doc: TournamentDoc,
  format: PlannedFormatId,
  request: CreateTournamentSaygRequest,
): Target | null {
  const found = planMatchOf({ ...doc, format }, request.matchId);
  if (!found) throw notFound(MATCH_NOT_FOUND);
  if (found.saygId) return null;
  if (!found.sideA || !found.sideB) throw badRequest(`matchId: ${MATCH_SIDES_MISSING}`);
  return {
    names: [found.sideA.name, found.sideB.name],
    handicaps: [found.sideA.handicap, found.sideB.handicap],
    option: { ...matchOptionOf(request.matchOptions, found.bestOf), numberOfLegs: found.bestOf },
    matchKey: planMatchKey(id, request.matchId),
    link: (saygId) => {
      const results = doc.results ?? [];
      const stored = results.find((r) => r.matchId === request.matchId);
      doc.results = stored
        ? results.map((r) => (r === stored ? { ...r, saygId } : r))
        : [...results, { matchId: request.matchId, scoreA: null, scoreB: null, saygId }];
    },
  };
}

/** A side's handicap as the tournament's sides now give it. */
const handicapOf = (doc: TournamentDoc, sideId: string) => doc.sides.find((s) => s.id === sideId)?.handicap;

/** The GUID a planned format's match is known by on its leg-by-leg record. */
export const planMatchKey = (tournamentId: string, matchId: string) =>
  derivedId(`tournament ${tournamentId} match ${matchId}`);

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
  // Worked out again over the latest tournament when another change (a result, a call) lands first.
  const { stored, record } = await retriedOnConflict(async () => {
    const current = await liveTournament(ctx, id);
    const doc = copy(current.doc);
    const format = doc.format;
    const target = format ? planTarget(id, doc, format, request) : knockoutTarget(doc, request);
    if (!target) return { stored: current, record: null };
    const sayg: SaygDoc = {
      yourName: target.names[0],
      opponentName: target.names[1],
      startingScore: target.option.startingScore,
      numberOfLegs: target.option.numberOfLegs,
      tournamentMatchId: target.matchKey,
      ...matchHandicap(
        doc.formatOptions?.handicap,
        { handicap: target.handicaps[0] },
        { handicap: target.handicaps[1] },
        target.option.startingScore,
        target.option.numberOfLegs,
      ),
      legs: {},
      // No edit token is handed out: tournament records are kept by recordScoresAsYouGo (a hash of
      // random bytes nobody holds).
      editTokenHash: randomBytes(32).toString('hex'),
      ownerId: caller.id,
    };
    const saygId = randomUUID();
    target.link(saygId);
    const stamp = stampOf(ctx, caller);
    return ctx.repos.transaction(async (repos) => ({
      record: await repos.sayg.insert(saygId, sayg, stamp),
      stored: await repos.tournaments.replace(current, doc, stamp),
    }));
  });
  if (!record) return { stored, messages: [], warnings: [MATCH_HAS_SAYG] };
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
  const named = (m: { saygId: string | null }, matchId: string) =>
    matchId.toLowerCase() === wanted || m.saygId?.toLowerCase() === wanted;
  const format = doc.format;
  const linked = format
    ? (doc.results ?? []).find((r) => named(r, r.matchId))
    : findMatch(doc, (m) => named(m, m.id)).match;
  if (!linked?.saygId) throw notFound(format && !linked ? MATCH_NOT_FOUND : MATCH_HAS_NO_SAYG);
  const record = await ctx.repos.sayg.get(linked.saygId);
  if (!canDeleteTournamentSayg(caller, record)) throw notPermitted(MATCH_SAYG_DELETE_NOT_PERMITTED);
  const unlinked = { saygId: null, ...(clearScores ? { scoreA: null, scoreB: null } : {}) };
  // A planned format's cleared result takes with it the later results it decided (recordResult.ts).
  if (format && 'matchId' in linked)
    doc.results = withPlanResult({ ...doc, format }, { ...linked, ...unlinked });
  else Object.assign(linked, unlinked);
  const stamp = stampOf(ctx, caller);
  const stored = await atVenueNights(ctx, caller, referrer, async ({ repos, refresh }) => {
    if (record && !record.deleted) await repos.sayg.softDelete(record, stamp);
    const share = await refresh({ kind: 'tournament', id, before: current.doc, after: doc }, stamp);
    return repos.tournaments.replace(current, withShare(doc, share), stamp);
  });
  await publishTournament(ctx, stored, caller, referrer);
  return {
    stored,
    messages: [`Sayg deleted and removed from match${clearScores ? '. Match scores reset' : ''}`],
    warnings: [],
  };
}
