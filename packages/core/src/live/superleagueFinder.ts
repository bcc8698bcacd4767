import { dateOf, isWithin } from '../league/dates';
import { findByIdOrName } from '../league/idOrName';

/* `/live/superleague` without ids: finding the date's superleague tournaments (spec 3 "Live views"). */

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

/** The season whose dates hold `date`, or null (the current season is asked for then). */
export function seasonOn<S extends { id: string; startDate: string; endDate: string }>(
  seasons: readonly S[],
  date: string,
): S | null {
  return seasons.find((s) => isWithin(date, s.startDate, s.endDate)) ?? null;
}

/** The saved tournaments on `date` in division data's fixture dates (proposed venues left out). */
export function tournamentIdsOn(
  dates: readonly { date: string; tournamentFixtures: readonly { id: string | null; proposed: boolean }[] }[],
  date: string,
): string[] {
  return dates
    .filter((d) => dateOf(d.date) === date)
    .flatMap((d) => d.tournamentFixtures.flatMap((t) => (t.id && !t.proposed ? [t.id] : [])));
}

/** Where the finder sends the viewer: the same page with the date and one id parameter per tournament. */
export function superleagueBoardsSearch(date: string, ids: readonly string[]): string {
  const parts = [`date=${encodeURIComponent(date)}`, ...ids.map((id) => `id=${encodeURIComponent(id)}`)];
  return `?${parts.join('&')}`;
}
