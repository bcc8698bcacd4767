import { readyMatches, tournamentCalls } from '@darts/core/tournament/calls';
import type { MoveCallRequest } from '@darts/core/contract/tournamentCall';
import { moveCall } from '@darts/core/venue/moveCall';
import type { AppContext } from '#server/context';
import type { TournamentDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest } from '#server/errors';
import { changeLatestTournament, type Referrer, type TournamentChange } from './tournaments';

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
 * over the latest tournament; published live.
 */
export async function moveTournamentCall(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  move: MoveCallRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  return changeLatestTournament(ctx, caller, id, referrer, async ({ doc }) => {
    const board = doc.boards?.find((b) => b.toLowerCase() === move.boardId.toLowerCase()) ?? move.boardId;
    const moved = moveCall(
      doc.boards ?? [],
      doc.calls ?? [],
      readyMatches(doc),
      { matchId: move.matchId, boardId: board },
      ctx.now().toISOString(),
    );
    if ('refused' in moved) throw badRequest(moved.refused);
    return { doc: { ...doc, calls: moved.calls }, messages: [`${board} called`] };
  });
}
