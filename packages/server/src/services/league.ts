import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { Stamp, Stored } from '#server/db/documents';
import { concurrency } from '#server/errors';

/*
 * Shared by the league services: the audit stamp of a write, today, and the concurrency check
 * (the stored aggregates as core's rules read them are db/leagueShapes.ts).
 */

/** Who writes, and when. */
export function stampOf(ctx: AppContext, caller: Caller): Stamp {
  return { name: caller?.doc.name ?? null, now: ctx.now() };
}

/** Today (UTC) as `YYYY-MM-DD`. */
export function todayOf(ctx: AppContext): string {
  return ctx.now().toISOString().slice(0, 10);
}

/**
 * Refuses a write whose `lastUpdated` is missing or stale before any other check or side effect
 * (the repository's `update` checks again when saving).
 */
export function assertCurrent(
  typeName: string,
  current: Stored<unknown>,
  lastUpdated: string | null | undefined,
): void {
  if (current.deleted) throw concurrency.deleted(typeName);
  if (!lastUpdated) throw concurrency.missingToken(typeName);
  if (lastUpdated !== current.updated) throw concurrency.stale(typeName, current.editor, current.updated);
}
