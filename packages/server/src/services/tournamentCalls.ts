import type { MoveCallRequest } from '@darts/core/contract/tournamentCall';
import { nightMatchId } from '@darts/core/tournament/calls';
import type { AppContext } from '#server/context';
import type { UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { stampOf } from './league';
import type { Referrer } from './tournamentLive';
import { liveTournament, type TournamentChange } from './tournaments';
import { atVenueNights, moveNightCall } from './venueNightCalls';
import { tournamentNightKeyOf } from './venueNights';

/**
 * PUT /api/Tournament/{id}/Call: the secretary moves a match to a board (core venue/moveCall.ts)
 * among the calls of the tournament's venue night, whose other events' matches may swap boards
 * with it; the tournaments whose calls changed are published live.
 */
export async function moveTournamentCall(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  move: MoveCallRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  const tournament = await liveTournament(ctx, id);
  const key = tournamentNightKeyOf(id, tournament.doc);
  const stamp = stampOf(ctx, caller);
  const board = await atVenueNights(ctx, caller, referrer, (night) =>
    moveNightCall(ctx, night, key, { matchId: nightMatchId(id, move.matchId), boardId: move.boardId }, stamp),
  );
  return { stored: await liveTournament(ctx, id), messages: [`${board} called`], warnings: [] };
}
