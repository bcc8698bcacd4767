/** Date-only helpers over `YYYY-MM-DD` strings; no clock (today is always a parameter). */

/** The `YYYY-MM-DD` part of a date or ISO date-time. */
export function dateOf(value: string): string {
  return value.slice(0, 10);
}

/** `date` moved by `days` (negative for earlier), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateOf(date).split('-').map(Number);
  const t = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** True when `date` lies within start..end inclusive (all compared as dates). */
export function isWithin(date: string, start: string, end: string): boolean {
  const d = dateOf(date);
  return dateOf(start) <= d && d <= dateOf(end);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date as shown: "Sat 4 Jan 2025" for `2025-01-04` (or an ISO date-time, whose date
 * part is taken as written: no time zone moves it). Without the weekday "4 Jan 2025", and with
 * `padDay` "04 Jan 2025". The input itself when it is not a real date.
 */
export function formatDate(value: string, options: { weekday?: boolean; padDay?: boolean } = {}): string {
  const m = DATE.exec(value);
  if (!m) return value;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return value;
  const shown = `${options.padDay ? m[3] : day} ${MONTHS[month - 1]} ${m[1]}`;
  return options.weekday === false ? shown : `${WEEKDAYS[utc.getUTCDay()]} ${shown}`;
}
