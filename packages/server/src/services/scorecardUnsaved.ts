import type { UnsavedResults } from '@darts/core/contract/unsaved';
import type { AppContext } from '#server/context';
import { notFound } from '#server/errors';
import { unsavedOf } from './unsavedRecords';

/**
 * A fixture night's card (docs/decisions/054): its matches won on their leg-by-leg records a minute
 * ago and more whose score the card does not hold (core venue/unsaved.ts), such as a board's
 * tablet's save that never landed. Matches by their id; A is the home side.
 */
export async function scorecardUnsaved(ctx: AppContext, id: string): Promise<UnsavedResults> {
  const game = await ctx.repos.games.get(id);
  if (!game || game.deleted) throw notFound('Game not found');
  const linked = game.doc.matches.map((m) => ({
    matchId: m.id,
    scoreA: m.homeScore,
    scoreB: m.awayScore,
    saygId: m.saygId,
  }));
  return { results: await unsavedOf(ctx, linked) };
}
