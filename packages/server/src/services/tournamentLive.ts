import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { TournamentDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { presentTournament } from '#server/presenters/tournament';

/** Where a change came from: the page (X-UI-Url), shown to whoever lists the live sockets. */
export type Referrer = string | null;

/** The last step of every change: the tournament's followers get it (after the commit). */
export async function publishTournament(
  ctx: AppContext,
  stored: Stored<TournamentDoc>,
  caller: Caller,
  referrer: Referrer,
): Promise<void> {
  await ctx.live.publish('Tournament', stored.id, presentTournament(stored), {
    socketId: null,
    mode: 'Polling',
    userName: caller?.doc.name ?? null,
    referrer,
  });
}
