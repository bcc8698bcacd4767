import { dateOf, isWithin } from './dates';

/* Which season is the current one (no clock: `today` is passed in). */

/** What the rule reads of a season. */
export interface SeasonDates {
  startDate: string;
  endDate: string;
  deleted?: string | null;
}

/** The seasons (not deleted) running on `date`, the latest end date first. */
export function seasonsRunningOn<S extends SeasonDates>(seasons: readonly S[], date: string): S[] {
  return seasons
    .filter((s) => !s.deleted && isWithin(date, s.startDate, s.endDate))
    .sort((a, b) => b.endDate.localeCompare(a.endDate));
}

/**
 * The current season: the one running today (the latest end date wins); between seasons the
 * latest that has started; before any has started the first to come. Null when there is none.
 */
export function currentSeason<S extends SeasonDates>(seasons: readonly S[], today: string): S | null {
  const latestFirst = seasons
    .filter((s) => !s.deleted)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    seasonsRunningOn(seasons, today)[0] ??
    latestFirst.find((s) => dateOf(s.startDate) <= dateOf(today)) ??
    latestFirst.at(-1) ??
    null
  );
}
