/*
 * Today's date for the league, as the web computes it: the one helper every page uses (the fixtures
 * tab's "today", the live pages' superleague date, the errors tab's default). Core's date rules
 * take it as a parameter (packages/core/src/league/dates.ts).
 */

/** The date of `now` in the browser's time zone, as `YYYY-MM-DD`. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
