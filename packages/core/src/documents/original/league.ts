import { EMPTY_ID } from '../../contract/common';
import { GENDERS, type Gender } from '../../league/types';
import type { DivisionDoc, NoteDoc, SeasonDoc, TeamDoc, TeamPlayerDoc, TeamSeasonDoc } from '../league';
import { bool, date, field, guid, idOf, instant, list, nestedAudit, str, text, type Raw } from './read';

/* The original's divisions, seasons, teams (with their seasons and squads) and notes, as ours. */

export function mapDivision(raw: Raw): DivisionDoc {
  return { name: text(raw, 'Name'), superleague: bool(raw, 'Superleague') };
}

/** The original kept the season's divisions as embedded division objects (or, later, their ids). */
export function mapSeason(raw: Raw): SeasonDoc {
  const embedded = list(raw, 'Divisions').map(idOf);
  const listed = field(raw, 'DivisionIds');
  const ids = Array.isArray(listed)
    ? listed.map((v) => (typeof v === 'string' ? v.toLowerCase() : null))
    : [];
  const divisionIds = [...embedded, ...ids].filter((v): v is string => !!v && v !== EMPTY_ID);
  return {
    name: text(raw, 'Name'),
    startDate: date(raw, 'StartDate'),
    endDate: date(raw, 'EndDate'),
    divisionIds: [...new Set(divisionIds)],
  };
}

/** The original's `Male`/`Female` (enums are stored as their names) as ours; anything else is none (docs/decisions/024). */
function playerGender(raw: Raw): Gender | null {
  const value = str(raw, 'Gender')?.toLowerCase();
  return GENDERS.find((g) => g === value) ?? null;
}

function mapTeamPlayer(raw: Raw): TeamPlayerDoc | null {
  const id = idOf(raw);
  if (!id) return null;
  return {
    id,
    name: text(raw, 'Name'),
    captain: bool(raw, 'Captain'),
    emailAddress: text(raw, 'EmailAddress') || null,
    gender: playerGender(raw),
    deleted: instant(raw, 'Deleted'),
    ...nestedAudit(raw),
  };
}

/**
 * Where a team played in a season when its registration names no division: the division of one
 * of its fixtures that season (see `divisionsFromGames`), else the team's own old `DivisionId`.
 */
export type DivisionLookup = (teamId: string, seasonId: string) => string | null;

export interface MappedTeam {
  doc: TeamDoc;
  /** Registrations left out, with why (no id, season or division could be found). */
  problems: string[];
}

export function mapTeam(raw: Raw, divisionOf: DivisionLookup): MappedTeam {
  const teamId = idOf(raw) ?? '';
  const teamDivision = guid(raw, 'DivisionId');
  const problems: string[] = [];
  const seasons: TeamSeasonDoc[] = [];
  for (const season of list(raw, 'Seasons')) {
    const id = idOf(season);
    const seasonId = guid(season, 'SeasonId');
    const divisionId =
      guid(season, 'DivisionId') ?? (seasonId ? divisionOf(teamId, seasonId) : null) ?? teamDivision;
    if (!id || !seasonId || !divisionId) {
      problems.push(`season ${seasonId ?? '(none)'} of team ${text(raw, 'Name')} names no division`);
      continue;
    }
    seasons.push({
      id,
      seasonId,
      divisionId,
      deleted: instant(season, 'Deleted'),
      players: list(season, 'Players')
        .map(mapTeamPlayer)
        .filter((p): p is TeamPlayerDoc => p !== null),
      ...nestedAudit(season),
    });
  }
  return { doc: { name: text(raw, 'Name'), address: text(raw, 'Address'), seasons }, problems };
}

/** A fixture-date note (the original's FixtureDateNote). */
export function mapNote(raw: Raw): NoteDoc {
  return {
    seasonId: guid(raw, 'SeasonId') ?? '',
    divisionId: guid(raw, 'DivisionId'),
    date: date(raw, 'Date'),
    note: text(raw, 'Note'),
  };
}
