import { dateOf } from './dates';

/*
 * A league's times are local (decision 060's "Later"): a fixture starting at `20:00` starts at
 * 20:00 on the clock of the league's time zone, summer or winter. The zone's rules are the
 * platform's (Intl's time-zone data), not written here. Pure: the caller passes the instant and
 * the zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a time zone: its date (`YYYY-MM-DD`), hour and minute. */
export function wallClock(at: Date, timeZone: string): { date: string; hour: number; minute: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatIn(timeZone)
      .formatToParts(at)
      .find((p) => p.type === type)?.value ?? '0';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Map(
    formatIn(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.get('year')!,
    parts.get('month')! - 1,
    parts.get('day')!,
    parts.get('hour')! % 24,
    parts.get('minute')!,
    parts.get('second')!,
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * A wall-clock time (`HH:MM`) on a date (`YYYY-MM-DD...`) in a time zone, as an instant. A time
 * the clocks skip (spring forward) is read with the offset before the change, so it lands that
 * much later; a time the clocks repeat (fall back) is the later of the two.
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = dateOf(date).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const guess = wall - offsetMs(wall, timeZone);
  const offset = offsetMs(guess, timeZone);
  return new Date(wall - offset);
}
