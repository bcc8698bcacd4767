import type { ErrorReport } from '@darts/core/contract/error';
import type { AppContext } from '#server/context';
import type { ErrorDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { ErrorBudget, NEW_ERRORS_PER_DAY, NEW_ERRORS_PER_MINUTE } from './errorBudget';
import { derivedId } from './derivedId';

/*
 * Error records. The same error (source, message and path) on the same UTC day is one record whose
 * `count` grows; new records are limited per source (ErrorBudget), those over the limit being
 * counted in one record of the day that says so.
 */

export const OVERFLOW_MESSAGE = `Further errors were not recorded one by one: more than ${NEW_ERRORS_PER_MINUTE} new errors in a minute or ${NEW_ERRORS_PER_DAY} in a day`;

const budgets = new WeakMap<AppContext['repos'], ErrorBudget>();
const budgetOf = (ctx: AppContext) => {
  let budget = budgets.get(ctx.repos);
  if (!budget) budgets.set(ctx.repos, (budget = new ErrorBudget()));
  return budget;
};

/** The path of a URL or request target, without its query: what tells errors apart. */
function pathOf(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://any').pathname;
  } catch {
    return url.split('?')[0]!;
  }
}

export type ErrorInput = Omit<ErrorReport, 'time' | 'id' | 'source'> & {
  source: ErrorDoc['source'];
  time?: string | undefined;
  /** What groups repeats (a route's pattern); the URL's path when absent. */
  path?: string | undefined;
};

/** Stores an error record (a client report, or an unexpected server error with source Api). */
export async function recordError(ctx: AppContext, report: ErrorInput): Promise<Stored<ErrorDoc>> {
  const now = ctx.now();
  const time = report.time ? new Date(report.time).toISOString() : now.toISOString();
  const day = now.toISOString().slice(0, 10);
  const path = report.path ?? pathOf(report.url);
  const id = derivedId(`error/${day}/${report.source}/${report.message}/${path}`);
  const repeated = await ctx.repos.errors.get(id);
  if (repeated) return countRepeat(ctx, id, time);
  if (!budgetOf(ctx).take(report.source, now)) {
    const overflowId = derivedId(`error-overflow/${day}/${report.source}`);
    const overflow: ErrorDoc = { ...emptyDoc(report.source, time), message: OVERFLOW_MESSAGE };
    return insertOrCount(ctx, overflowId, overflow);
  }
  const doc: ErrorDoc = {
    ...emptyDoc(report.source, time),
    message: report.message,
    stack: report.stack ?? [],
    type: report.type ?? null,
    userName: report.userName ?? null,
    userAgent: report.userAgent ?? null,
    url: report.url ?? null,
  };
  return insertOrCount(ctx, id, doc);
}

const emptyDoc = (source: ErrorDoc['source'], time: string): ErrorDoc => ({
  source,
  time,
  lastTime: time,
  count: 1,
  message: '',
  stack: [],
  type: null,
  userName: null,
  userAgent: null,
  url: null,
});

async function insertOrCount(ctx: AppContext, id: string, doc: ErrorDoc): Promise<Stored<ErrorDoc>> {
  try {
    return await ctx.repos.errors.insert(id, doc, { name: doc.userName, now: ctx.now() });
  } catch (error) {
    // The same error was being recorded at the same moment: count this one in it.
    if (!(await ctx.repos.errors.get(id))) throw error;
    return countRepeat(ctx, id, doc.time);
  }
}

/** Adds one to a record's count; a few tries when other repeats land at the same moment. */
async function countRepeat(ctx: AppContext, id: string, time: string): Promise<Stored<ErrorDoc>> {
  for (let attempt = 0; ; attempt += 1) {
    const current = (await ctx.repos.errors.get(id))!;
    const doc: ErrorDoc = {
      ...current.doc,
      count: (current.doc.count ?? 1) + 1,
      lastTime: [time, current.doc.lastTime ?? current.doc.time].sort().at(-1)!,
    };
    try {
      return await ctx.repos.errors.replace(current, doc, { name: current.editor, now: ctx.now() });
    } catch {
      if (attempt >= 4) return current; // counting is best effort; the record itself is kept
    }
  }
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
