import { randomUUID } from 'node:crypto';
import type { ErrorReport } from '@darts/core/contract/error';
import type { AppContext } from '../context';
import type { ErrorDoc } from '../db/docs';
import type { Stored } from '../db/documents';

/** Stores an error record (a client report, or an unexpected server error with source Api). */
export async function recordError(
  ctx: AppContext,
  report: Omit<ErrorReport, 'time' | 'id' | 'source'> & {
    source: ErrorDoc['source'];
    time?: string | undefined;
  },
): Promise<Stored<ErrorDoc>> {
  const now = ctx.now();
  const doc: ErrorDoc = {
    source: report.source,
    time: report.time ? new Date(report.time).toISOString() : now.toISOString(),
    message: report.message,
    stack: report.stack ?? [],
    type: report.type ?? null,
    userName: report.userName ?? null,
    userAgent: report.userAgent ?? null,
    url: report.url ?? null,
  };
  return ctx.repos.errors.insert(randomUUID(), doc, { name: report.userName ?? null, now });
}

/** Error records at or after `since`, newest first. */
export async function errorsSince(ctx: AppContext, since: Date): Promise<Stored<ErrorDoc>[]> {
  const rows = await ctx.db.kysely
    .selectFrom('error')
    .select('id')
    .where('time', '>=', since.toISOString())
    .where('deleted', 'is', null)
    .orderBy('time', 'desc')
    .limit(500)
    .execute();
  const records = await Promise.all(rows.map((r) => ctx.repos.errors.get(r.id)));
  return records.filter((r): r is Stored<ErrorDoc> => r !== null);
}
