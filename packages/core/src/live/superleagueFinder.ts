import { seasonsRunningOn, type SeasonDates } from '../league/currentSeason';
import { dateOf } from '../league/dates';
import { findByIdOrName } from '../league/idOrName';

/* `/live/superleague` without ids: finding the date's superleague tournaments (docs/domain.md "Live superleague"). */

export const findingSuperleague = (date: string) => `Finding superleague tournaments on ${date}...`;
export const foundSuperleague = (count: number, date: string) =>
  `Found ${count} superleague tournaments on ${date}, redirecting...`;
export const NO_SUPERLEAGUE_DIVISIONS = 'Could not find any superleague divisions';
export const noSuperleagueTournaments = (date: string) =>
  `Could not find any superleague tournaments on ${date}`;

/**
 * The ids of the divisions flagged superleague; with `wanted` (the page's `division` parameters, each
 * an id or a name) only those of them.
 */
export function superleagueDivisionIds(
  divisions: readonly { id: string; name: string; superleague: boolean }[],
  wanted: readonly string[] = [],
): string[] {
  const values = wanted.filter((w) => w.trim() !== '');
  const chosen = values.length ? values.map((w) => findByIdOrName(divisions, w)) : divisions;
  return [...new Set(chosen.flatMap((d) => (d?.superleague ? [d.id] : [])))];
}

/**
 * The ids of the seasons whose dates hold `date`: every one of them when seasons overlap, each
 * asked for its tournaments. `[null]` when none does (the current season is asked for then).
 */
export function seasonIdsOn(
  seasons: readonly (SeasonDates & { id: string })[],
  date: string,
): (string | null)[] {
  const running = seasonsRunningOn(seasons, date);
  return running.length ? running.map((s) => s.id) : [null];
}

/**
 * The saved tournaments on `date` in division data's fixture dates (proposed venues left out),
 * each once: the dates of several seasons' answers may be given together.
 */
export function tournamentIdsOn(
  dates: readonly { date: string; tournamentFixtures: readonly { id: string | null; proposed: boolean }[] }[],
  date: string,
): string[] {
  const ids = dates
    .filter((d) => dateOf(d.date) === date)
    .flatMap((d) => d.tournamentFixtures.flatMap((t) => (t.id && !t.proposed ? [t.id] : [])));
  return [...new Set(ids)];
}

/** Where the finder sends the viewer: the same page with the date and one id parameter per tournament. */
export function superleagueBoardsSearch(date: string, ids: readonly string[]): string {
  const parts = [`date=${encodeURIComponent(date)}`, ...ids.map((id) => `id=${encodeURIComponent(id)}`)];
  return `?${parts.join('&')}`;
}
