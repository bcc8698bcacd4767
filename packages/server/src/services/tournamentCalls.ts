import { tournamentCalls } from '@darts/core/tournament/calls';
import type { AppContext } from '#server/context';
import type { TournamentDoc } from '#server/db/docs';

/**
 * The tournament as it is about to be saved, with its call list worked out again (core
 * tournament/calls.ts): a finished match frees its board and the board gets the next ready one.
 * Every write of a tournament's matches or results goes through here.
 */
export function withCalls(ctx: AppContext, doc: TournamentDoc): TournamentDoc {
  if (!doc.boards?.length) return doc;
  return { ...doc, calls: tournamentCalls(doc, ctx.now().toISOString()) };
}
