/* Display helpers for dates (`YYYY-MM-DD`, shown as e.g. "Sat 4 Jan 2025"). */

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat 4 Jan 2025" for `2025-01-04` (or an ISO date-time); the input itself when unreadable. */
export function formatDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date).replace(/,/g, '');
}

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date as the server wants it: the date plus T00:00:00. */
export const toServerDate = (date: string) => `${date.slice(0, 10)}T00:00:00`;
