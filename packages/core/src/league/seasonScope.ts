import type { DivisionRef } from '../contract/divisionData';
import { dateOf, isWithin } from './dates';
import type { Division, DivisionDataFilter, Fixture, Note, Season, Team, TeamSeason } from './types';
import type { Tournament } from '../tournament/types';

/*
 * Which aggregates a division's data is computed from.
 * `divisionIds` empty means "no division requested": every division of the season.
 */

/** The team's live (not deleted) registration for the season, if any. */
export function teamSeasonOf(team: Team, seasonId: string): TeamSeason | null {
  return team.seasons.find((ts) => ts.seasonId === seasonId && !ts.deleted) ?? null;
}

/**
 * Live teams registered for the season. A team with no seasons at all is
 * also included (it then belongs to no division).
 */
export function teamsInSeason(teams: readonly Team[], seasonId: string): Team[] {
  return teams.filter((t) => !t.deleted && (t.seasons.length === 0 || teamSeasonOf(t, seasonId) !== null));
}

/** Teams of the season whose registration is for one of the divisions (all of them when none given). */
export function teamsInDivisions(
  teams: readonly Team[],
  seasonId: string,
  divisionIds: readonly string[],
): Team[] {
  const inSeason = teamsInSeason(teams, seasonId);
  if (divisionIds.length === 0) return inSeason;
  return inSeason.filter((t) => {
    const divisionId = teamSeasonOf(t, seasonId)?.divisionId;
    return divisionId !== null && divisionId !== undefined && divisionIds.includes(divisionId);
  });
}

const dateMatches = (date: string, filter: DivisionDataFilter) =>
  !filter.date || dateOf(date) === dateOf(filter.date);
const inSeasonDates = (date: string, season: Season, filter: DivisionDataFilter) =>
  filter.ignoreDates === true || isWithin(date, season.startDate, season.endDate);

/**
 * Live games of the season plus knockout games of any season (knockouts of every
 * division show in every view), within the season's dates unless `ignoreDates`, on `date` and with
 * `teamId` playing when those are given. Sorted by date; input order is kept within a date.
 */
export function gamesInScope(
  games: readonly Fixture[],
  season: Season,
  filter: DivisionDataFilter,
): Fixture[] {
  return games
    .filter(
      (g) =>
        !g.deleted &&
        (g.seasonId === season.id || g.isKnockout) &&
        inSeasonDates(g.date, season, filter) &&
        dateMatches(g.date, filter) &&
        (!filter.teamId || g.home.id === filter.teamId || g.away.id === filter.teamId),
    )
    .map((g, index) => ({ g, index }))
    .sort((a, b) =>
      dateOf(a.g.date) < dateOf(b.g.date) ? -1 : dateOf(a.g.date) > dateOf(b.g.date) ? 1 : a.index - b.index,
    )
    .map(({ g }) => g);
}

/** Live tournaments of the season for no division or a requested one, filtered like games (`teamId` among the sides). */
export function tournamentsInScope(
  tournaments: readonly Tournament[],
  season: Season,
  divisionIds: readonly string[],
  filter: DivisionDataFilter,
): Tournament[] {
  return tournaments.filter(
    (t) =>
      !t.deleted &&
      t.seasonId === season.id &&
      (divisionIds.length === 0 || t.divisionId === null || divisionIds.includes(t.divisionId)) &&
      inSeasonDates(t.date, season, filter) &&
      dateMatches(t.date, filter) &&
      (!filter.teamId || t.sides.some((s) => s.teamId === filter.teamId)),
  );
}

/** Live notes of the season for every division or a requested one, on `date` when given (no date-range limit). */
export function notesInScope(
  notes: readonly Note[],
  season: Season,
  divisionIds: readonly string[],
  filter: DivisionDataFilter,
): Note[] {
  return notes.filter(
    (n) =>
      !n.deleted &&
      n.seasonId === season.id &&
      (divisionIds.length === 0 || n.divisionId === null || divisionIds.includes(n.divisionId)) &&
      dateMatches(n.date, filter),
  );
}

/** A division as embedded in rows. */
export function divisionRef(division: Division): DivisionRef {
  return {
    id: division.id,
    name: division.name,
    superleague: division.superleague,
    updated: division.updated ?? null,
  };
}

/** Looks up the division a team is registered in for the season (null when none or unknown). */
export function teamDivisionLookup(
  teams: readonly Team[],
  seasonId: string,
  divisions: readonly Division[],
): (teamId: string) => DivisionRef | null {
  const byId = new Map(divisions.map((d) => [d.id, divisionRef(d)]));
  const teamDivisions = new Map<string, DivisionRef>();
  for (const team of teams) {
    const divisionId = teamSeasonOf(team, seasonId)?.divisionId;
    const ref = divisionId ? byId.get(divisionId) : undefined;
    if (ref) teamDivisions.set(team.id, ref);
  }
  return (teamId) => teamDivisions.get(teamId) ?? null;
}
