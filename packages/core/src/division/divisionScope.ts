import type { DataError, DivisionData } from '../contract/divisionData';
import {
  dataError,
  divisionDeletedMessage,
  divisionNotFoundMessage,
  SEASON_NOT_FOUND,
  SEASON_OR_DIVISION_REQUIRED,
} from '../league/dataErrors';
import { seasonsRunningOn } from '../league/currentSeason';
import { divisionDataName, isSuperleague } from './divisionData';
import type { Division, Season } from '../league/types';

/*
 * Resolving the divisions and season of a division data request. These errors are returned to
 * every caller, not only to ImportData.
 */

export interface DivisionScopeRequest {
  divisionIds: readonly string[];
  seasonId: string | null;
  /** The `date` filter; the season is looked up for this date, else for `today`. */
  date: string | null;
  today: string;
}

export type DivisionScope =
  | { ok: true; divisions: Division[]; season: Season }
  /** Nothing to compute: answer with `data` as it is. */
  | { ok: false; data: DivisionData };

/** A response with no rows, carrying only `dataErrors`. */
export function emptyDivisionData(
  divisions: readonly Division[],
  name: string,
  dataErrors: DataError[],
): DivisionData {
  const single = divisions.length === 1 ? divisions[0] : undefined;
  return {
    id: single?.id ?? null,
    name,
    updated: single?.updated ?? null,
    superleague: isSuperleague(divisions),
    season: null,
    teams: [],
    players: [],
    fixtures: [],
    dataErrors,
  };
}

/**
 * The season by id (when given), else the season running on `date` (else `today`) that holds any
 * of the divisions; the latest end date wins. Deleted seasons are never chosen.
 */
export function findSeason(
  seasons: readonly Season[],
  request: { seasonId: string | null; divisionIds: readonly string[]; date: string | null; today: string },
): Season | null {
  if (request.seasonId) return seasons.find((s) => !s.deleted && s.id === request.seasonId) ?? null;
  return (
    seasonsRunningOn(seasons, request.date ?? request.today).find((s) =>
      s.divisionIds.some((id) => request.divisionIds.includes(id)),
    ) ?? null
  );
}

/**
 * Resolves the requested divisions and the season:
 * - neither divisions nor a season: `SeasonId and/or DivisionId must be supplied`;
 * - unknown or deleted divisions: one error naming each, joined with ", ";
 * - no season: `Season not found`, named after the division(s) (`<all divisions>` for none,
 *   `<unnamed division>` for one without a name).
 */
export function resolveDivisionScope(
  request: DivisionScopeRequest,
  divisions: readonly Division[],
  seasons: readonly Season[],
): DivisionScope {
  if (request.divisionIds.length === 0 && !request.seasonId) {
    return {
      ok: false,
      data: emptyDivisionData([], divisionDataName([]), [dataError(SEASON_OR_DIVISION_REQUIRED)]),
    };
  }

  const found: Division[] = [];
  const problems: string[] = [];
  for (const id of request.divisionIds) {
    const division = divisions.find((d) => d.id === id);
    if (!division) problems.push(divisionNotFoundMessage(id));
    else if (division.deleted)
      problems.push(divisionDeletedMessage(division.name, division.id, division.deleted));
    else found.push(division);
  }
  if (problems.length > 0) {
    return {
      ok: false,
      data: emptyDivisionData(found, divisionDataName(found), [dataError(problems.join(', '))]),
    };
  }

  const season = findSeason(seasons, request);
  if (!season) {
    const name =
      found.length === 0
        ? '<all divisions>'
        : found.length === 1
          ? found[0]?.name || '<unnamed division>'
          : divisionDataName(found);
    return { ok: false, data: emptyDivisionData(found, name, [dataError(SEASON_NOT_FOUND)]) };
  }
  return { ok: true, divisions: found, season };
}
