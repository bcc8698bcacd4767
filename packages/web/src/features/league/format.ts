/* Date helpers of the browser (showing a date is core's formatDate in league/dates). */

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date as the server wants it: the date plus T00:00:00. */
export const toServerDate = (date: string) => `${date.slice(0, 10)}T00:00:00`;
