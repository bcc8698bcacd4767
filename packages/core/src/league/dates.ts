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
