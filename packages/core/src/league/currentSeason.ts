import { dateOf, isWithin } from './dates';

/* Which season is the current one (no clock: `today` is passed in). */

/** What the rule reads of a season. */
export interface SeasonDates {
  startDate: string;
  endDate: string;
  deleted?: string | null;
}

const byEndDateLatestFirst = (a: SeasonDates, b: SeasonDates) =>
  dateOf(b.endDate).localeCompare(dateOf(a.endDate));

/** The seasons (not deleted) running on `date`, the latest end date first. */
export function seasonsRunningOn<S extends SeasonDates>(seasons: readonly S[], date: string): S[] {
  return seasons
    .filter((s) => !s.deleted && isWithin(date, s.startDate, s.endDate))
    .sort(byEndDateLatestFirst);
}

/**
 * The current season: the one running today (the latest end date wins); between seasons the
 * latest that has started; before any has started the first to come. Null when there is none.
 */
export function currentSeason<S extends SeasonDates>(seasons: readonly S[], today: string): S | null {
  const running = seasonsRunningOn(seasons, today)[0];
  if (running) return running;
  const live = seasons.filter((s) => !s.deleted);
  const day = dateOf(today);
  const started = live
    .filter((s) => dateOf(s.startDate) <= day)
    .sort((a, b) => dateOf(b.startDate).localeCompare(dateOf(a.startDate)));
  const upcoming = live
    .filter((s) => dateOf(s.startDate) > day)
    .sort((a, b) => dateOf(a.startDate).localeCompare(dateOf(b.startDate)));
  return started[0] ?? upcoming[0] ?? null;
}
