import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { currentSeason } from '@darts/core/league/currentSeason';
import { findByIdOrName } from '@darts/core/league/idOrName';
import { today as todayOf } from '#web/features/site/today';
import type { ListMode } from './mode';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the address asks for: division and season values, each an id or a name. */
export interface LeagueRequest {
  divisions: readonly string[];
  season: string | null;
  /** /teams, /fixtures or /players: without divisions they are the season's divisions. */
  list?: ListMode | null;
}

export interface ResolvedRequest {
  /** Ids to ask the server for (an unknown GUID is passed on: the server names it). */
  divisionIds: string[];
  seasonId: string | null;
  divisions: Division[];
  season: Season | null;
  /** 'Division not found: {value}' / 'Season not found: {value}' for names nothing matches. */
  problems: string[];
}

/**
 * Turns the division and season route values (id or name, case-insensitive) into ids, using the
 * lists the shell already loads (GET /api/Division, GET /api/Season/). A multi-division list
 * (`/teams`, `/fixtures`, `/players`) without divisions shows every division of its season: the
 * one named, else the current season on `today` (`currentSeason`).
 */
export function resolveRequest(
  request: LeagueRequest,
  seasons: readonly Season[],
  divisions: readonly Division[],
  today: string = todayOf(),
): ResolvedRequest {
  const liveSeasons = seasons.filter((s) => !s.deleted);
  const liveDivisions = divisions.filter((d) => !d.deleted);
  const problems: string[] = [];
  const found: Division[] = [];
  const divisionIds: string[] = [];
  for (const value of request.divisions) {
    const division = findByIdOrName(liveDivisions, value);
    if (division) {
      if (!divisionIds.includes(division.id)) {
        found.push(division);
        divisionIds.push(division.id);
      }
    } else if (GUID.test(value.trim())) divisionIds.push(value.trim().toLowerCase());
    else problems.push(`Division not found: ${value}`);
  }

  let season: Season | null = null;
  let seasonId: string | null = null;
  if (request.season !== null && request.season.trim() !== '') {
    season = findByIdOrName(liveSeasons, request.season) ?? null;
    if (season) seasonId = season.id;
    else if (GUID.test(request.season.trim())) seasonId = request.season.trim().toLowerCase();
    else problems.push(`Season not found: ${request.season}`);
  }
  // An unknown season id is passed on for the server to name.
  if (request.list && !request.divisions.length && !problems.length && (season || !seasonId)) {
    season ??= currentSeason(liveSeasons, today);
    for (const division of season?.divisions.filter((d) => !d.deleted) ?? []) {
      found.push(division);
      divisionIds.push(division.id);
    }
    seasonId = season?.id ?? null;
  }
  return { divisionIds, seasonId, divisions: found, season, problems };
}
