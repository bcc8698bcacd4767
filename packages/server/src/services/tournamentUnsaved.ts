import type { UnsavedResults } from '@darts/core/contract/tournamentUnsaved';
import { unsavedResults, type LinkedMatch } from '@darts/core/tournament/unsaved';
import type { AppContext } from '#server/context';
import { presentSayg } from '#server/presenters/sayg';
import { matchesOf } from './tournamentBuild';
import { liveTournament } from './tournaments';

/**
 * The tournament's matches won on their leg-by-leg records a minute ago and more whose result the
 * tournament does not hold (core tournament/unsaved.ts): a scorer's save that never landed.
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
  const stored = await ctx.repos.sayg.getMany(linked.flatMap((m) => (m.saygId ? [m.saygId] : [])));
  const records = new Map(stored.filter((r) => !r.deleted).map((r) => [r.id, presentSayg(r)]));
  const matches: LinkedMatch[] = [];
  for (const { saygId, ...match } of linked) {
    const record = saygId ? records.get(saygId) : undefined;
    if (!record) continue;
    const { homeScore, awayScore, numberOfLegs, updated, created } = record;
    matches.push({ ...match, record: { homeScore, awayScore, numberOfLegs, updated: updated ?? created! } });
  }
  return { results: unsavedResults(matches, ctx.now()) };
}
