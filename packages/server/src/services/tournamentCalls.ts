import { readyMatches, tournamentCalls } from '@darts/core/tournament/calls';
import type { MoveCallRequest } from '@darts/core/contract/tournamentCall';
import { moveCall } from '@darts/core/venue/moveCall';
import type { AppContext } from '#server/context';
import type { TournamentDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { ApiError, badRequest } from '#server/errors';
import { stampOf } from './league';
import { liveTournament, publishTournament, type Referrer, type TournamentChange } from './tournaments';

/**
 * The tournament as it is about to be saved, with its call list worked out again (core
 * tournament/calls.ts): a finished match frees its board and the board gets the next ready one.
 * Every write of a tournament's matches or results goes through here.
 */
export function withCalls(ctx: AppContext, doc: TournamentDoc): TournamentDoc {
  if (!doc.boards?.length) return doc;
  return { ...doc, calls: tournamentCalls(doc, ctx.now().toISOString()) };
}

/**
 * PUT /api/Tournament/{id}/Call: the secretary moves a match to a board (core venue/moveCall.ts),
 * over the latest tournament, trying again when another change lands first; published live.
 */
export async function moveTournamentCall(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  move: MoveCallRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await liveTournament(ctx, id);
    const doc = current.doc;
    const board = doc.boards?.find((b) => b.toLowerCase() === move.boardId.toLowerCase()) ?? move.boardId;
    const moved = moveCall(
      doc.boards ?? [],
      doc.calls ?? [],
      readyMatches(doc),
      { matchId: move.matchId, boardId: board },
      ctx.now().toISOString(),
    );
    if ('refused' in moved) throw badRequest(moved.refused);
    try {
      const stored = await ctx.repos.tournaments.replace(
        current,
        { ...doc, calls: moved.calls },
        stampOf(ctx, caller),
      );
      await publishTournament(ctx, stored, caller, referrer);
      return { stored, messages: [`${board} called`], warnings: [] };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= 5) throw error;
    }
  }
}
