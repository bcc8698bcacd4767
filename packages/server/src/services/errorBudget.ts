import type { ErrorDoc } from '#server/db/docs';

/** New error records one instance stores per source (UI reports, server errors) in a minute. */
export const NEW_ERRORS_PER_MINUTE = 20;
/** ... and in a UTC day: fewer than the admin list shows, so a flood never pushes a record out. */
export const NEW_ERRORS_PER_DAY = 200;

/**
 * How many new error records may still be stored, per source: a flood of distinct errors (anyone
 * may report a client error) is counted in one record instead of filling the table.
 */
export class ErrorBudget {
  private readonly spent = new Map<
    string,
    { minute: number; day: string; inMinute: number; inDay: number }
  >();

  /** Takes one new record from the budget of `source`; false when it is spent. */
  take(source: ErrorDoc['source'], now: Date): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    const day = now.toISOString().slice(0, 10);
    let entry = this.spent.get(source);
    if (!entry || entry.day !== day) entry = { minute, day, inMinute: 0, inDay: 0 };
    if (entry.minute !== minute) entry = { ...entry, minute, inMinute: 0 };
    this.spent.set(source, entry);
    if (entry.inMinute >= NEW_ERRORS_PER_MINUTE || entry.inDay >= NEW_ERRORS_PER_DAY) return false;
    entry.inMinute += 1;
    entry.inDay += 1;
    return true;
  }
}
