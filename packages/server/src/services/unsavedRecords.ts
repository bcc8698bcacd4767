import type { UnsavedResult } from '@darts/core/contract/unsaved';
import { unsavedResults, type LinkedMatch } from '@darts/core/venue/unsaved';
import type { AppContext } from '#server/context';
import { presentSayg } from '#server/presenters/sayg';

/** A match of a tournament or a card as it stands: its score (A home, B away) and its record's id. */
export interface ScoredMatch extends Omit<LinkedMatch, 'record'> {
  saygId: string | null | undefined;
}

/**
 * The matches won on their leg-by-leg records a minute ago and more whose result the event does not
 * hold (core venue/unsaved.ts): each linked record read once, a deleted one ignored.
 */
export async function unsavedOf(ctx: AppContext, linked: readonly ScoredMatch[]): Promise<UnsavedResult[]> {
  const stored = await ctx.repos.sayg.getMany(linked.flatMap((m) => (m.saygId ? [m.saygId] : [])));
  const records = new Map(stored.filter((r) => !r.deleted).map((r) => [r.id, presentSayg(r)]));
  const matches: LinkedMatch[] = [];
  for (const { saygId, ...match } of linked) {
    const record = saygId ? records.get(saygId) : undefined;
    if (!record) continue;
    const { homeScore, awayScore, numberOfLegs, updated, created } = record;
    matches.push({ ...match, record: { homeScore, awayScore, numberOfLegs, updated: updated ?? created! } });
  }
  return unsavedResults(matches, ctx.now());
}
