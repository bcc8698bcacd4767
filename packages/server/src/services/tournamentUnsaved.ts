import type { UnsavedResults } from '@darts/core/contract/unsaved';
import type { AppContext } from '#server/context';
import { matchesOf } from './tournamentBuild';
import { liveTournament } from './tournaments';
import { unsavedOf } from './unsavedRecords';

/**
 * The tournament's matches won on their leg-by-leg records a minute ago and more whose result the
 * tournament does not hold (core venue/unsaved.ts): a scorer's save that never landed.
 */
export async function tournamentUnsaved(ctx: AppContext, id: string): Promise<UnsavedResults> {
  const { doc } = await liveTournament(ctx, id);
  const linked = doc.format
    ? (doc.results ?? []).map((r) => ({
        matchId: r.matchId,
        scoreA: r.scoreA,
        scoreB: r.scoreB,
        saygId: r.saygId,
      }))
    : matchesOf(doc.round).map(({ match: m }) => ({
        matchId: m.id,
        scoreA: m.scoreA,
        scoreB: m.scoreB,
        saygId: m.saygId,
      }));
  return { results: await unsavedOf(ctx, linked) };
}
