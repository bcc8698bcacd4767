import { DEVICE_MESSAGES, type BoardAnswer, type BoardCallAnswer } from '@darts/core/contract/device';
import type { PatchTournamentRequest } from '@darts/core/contract/tournamentPatch';
import { callOfBoard, matchesOfPatch, patchWithinMatches } from '@darts/core/tournament/boardScorer';
import type { BoardCall } from '@darts/core/venue/boards';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { TournamentDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notPermitted } from '#server/errors';
import { isBoardDevice } from '#server/policies/sayg';
import { fixtureCallKey, fixtureCallOf, type FixtureBoardCall } from './boardFixture';
import { matchesOf } from './tournamentBuild';
import { planMatchKey } from './tournamentSayg';

/*
 * A board's scorer device (docs/decisions/055): a device approved as a scorer is named as its board
 * ("Board 3") and scores the match the call list gives that board, and nothing else: it creates
 * that match's record, saves it (and, after the match is won and the board has moved on, the
 * records it started), and sends back that match's legs, 180s and hi-checks: to its tournament, or
 * to the card of a fixture night (services/boardFixture.ts).
 */

export { isBoardDevice };

/** The match called to a board: its tournament or fixture night, the call, and the key its record carries. */
export type BoardMatch = (
  | { tournament: Stored<TournamentDoc>; night?: undefined }
  | { tournament?: undefined; night: FixtureBoardCall }
) & {
  call: BoardCall;
  /**
   * The record's tournamentMatchId (a knockout match's GUID, or the GUID derived for a planned one),
   * or a fixture night's "{fixtureId}/{index}" (the record's fixtureMatch).
   */
  matchKey: string;
};

/** The match called to the device's board tonight, the latest called where several events name the board. */
export async function boardMatchOf(ctx: AppContext, caller: Caller): Promise<BoardMatch | null> {
  return isBoardDevice(caller) ? calledTo(ctx, caller.doc.name) : null;
}

/**
 * The match called to the board named `board` tonight, the latest called where several events name
 * it: a tournament's, or a fixture night's (services/boardFixture.ts).
 */
async function calledTo(ctx: AppContext, board: string): Promise<BoardMatch | null> {
  let found: { tournament: Stored<TournamentDoc>; call: BoardCall } | null = null;
  const now = ctx.now();
  for (const tournament of await ctx.repos.tournaments.list()) {
    const call = callOfBoard(tournament.doc, board, now);
    // Listed oldest first: on a tie the newest event wins.
    if (call && (!found || call.since >= found.call.since)) found = { tournament, call };
  }
  const night = await fixtureCallOf(ctx, board);
  if (night && (!found || night.call.since >= found.call.since))
    return { night, call: night.call, matchKey: fixtureCallKey(night) };
  if (!found) return null;
  const { tournament, call } = found;
  const matchKey = tournament.doc.format ? planMatchKey(tournament.id, call.matchId) : call.matchId;
  return { tournament, call, matchKey: matchKey.toLowerCase() };
}

/** What GET /api/Device/Board answers the device. */
export async function boardAnswer(ctx: AppContext, caller: Caller): Promise<BoardAnswer> {
  if (!isBoardDevice(caller)) throw notPermitted(DEVICE_MESSAGES.notBoard);
  const match = await boardMatchOf(ctx, caller);
  const call = match && {
    tournamentId: match.tournament?.id ?? null,
    fixtureId: match.night?.fixture.id ?? null,
    matchId: match.call.matchId,
    since: match.call.since,
  };
  return { board: caller.doc.name, call };
}

/** GET /api/Board/{name}: the match the board is called to now and its record, if started (a stream's overlay). */
export async function boardCallAnswer(ctx: AppContext, board: string): Promise<BoardCallAnswer> {
  const match = await calledTo(ctx, board);
  if (!match) return { board, call: null };
  const { tournament, night, call } = match;
  if (night) {
    const saygId = night.fixture.doc.matches[night.index]?.saygId ?? null;
    const called = {
      tournamentId: null,
      fixtureId: night.fixture.id,
      matchId: call.matchId,
      since: call.since,
    };
    return { board, call: { ...called, saygId } };
  }
  const doc = tournament.doc;
  const saygId = doc.format
    ? ((doc.results ?? []).find((r) => r.matchId === call.matchId)?.saygId ?? null)
    : (matchesOf(doc.round).find(({ match: m }) => m.id.toLowerCase() === call.matchId.toLowerCase())?.match
        .saygId ?? null);
  const called = { tournamentId: tournament.id, fixtureId: null, matchId: call.matchId, since: call.since };
  return { board, call: { ...called, saygId } };
}

/** Throws unless the match `matchId` of the tournament is the one called to the device's board. */
export async function assertBoardsMatch(
  ctx: AppContext,
  caller: NonNullable<Caller>,
  tournamentId: string,
  matchId: string,
): Promise<void> {
  const match = await boardMatchOf(ctx, caller);
  const called =
    match?.tournament?.id === tournamentId && match.call.matchId.toLowerCase() === matchId.toLowerCase();
  if (!called) throw notPermitted(DEVICE_MESSAGES.boardOnly(caller.doc.name));
}

/**
 * Throws unless the PATCH touches only the board's called match or matches whose records the
 * device started (a last visit's 180 still counts once the won match has freed the board).
 */
export async function assertBoardsPatch(
  ctx: AppContext,
  caller: NonNullable<Caller>,
  tournament: Stored<TournamentDoc>,
  patch: PatchTournamentRequest,
): Promise<void> {
  const doc = tournament.doc;
  const called = callOfBoard(doc, caller.doc.name, ctx.now());
  const own = await matchesStartedBy(ctx, caller.id, doc, patch);
  const matchIds = [...(called ? [called.matchId] : []), ...own];
  if (!patchWithinMatches(doc, matchIds, patch))
    throw notPermitted(DEVICE_MESSAGES.boardOnly(caller.doc.name));
}

/** The matches the patch could be about whose records `ownerId` started. */
async function matchesStartedBy(
  ctx: AppContext,
  ownerId: string,
  doc: TournamentDoc,
  patch: PatchTournamentRequest,
): Promise<string[]> {
  const linked = doc.format
    ? (doc.results ?? []).map((r) => ({ id: r.matchId, saygId: r.saygId }))
    : matchesOf(doc.round).map(({ match }) => ({ id: match.id, saygId: match.saygId }));
  const concerned = new Set(matchesOfPatch(doc, patch));
  const candidates = linked.filter((m) => m.saygId && concerned.has(m.id));
  const owned: string[] = [];
  for (const m of candidates) {
    const record = await ctx.repos.sayg.get(m.saygId!);
    if (record && !record.deleted && record.doc.ownerId === ownerId) owned.push(m.id);
  }
  return owned;
}
