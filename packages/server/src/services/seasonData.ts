import type { DivisionData } from '@darts/core/contract/divisionData';
import { computeDivisionData } from '@darts/core/division/divisionData';
import type * as League from '@darts/core/league/types';
import type { Tournament } from '@darts/core/tournament/types';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { SeasonDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import {
  leagueDivision,
  leagueGame,
  leagueNote,
  leagueSeason,
  leagueTeam,
  leagueTournament,
} from '#server/db/leagueShapes';

/*
 * A season loaded once for the season tools (proposals, health checks, reports): its divisions in
 * the season's order and each one's division data over every date (`ignoreDates`), computed with
 * core's division data rules. See docs/domain.md, "Season tools".
 */

export interface SeasonData {
  season: Stored<SeasonDoc>;
  divisions: League.Division[];
  games: League.Fixture[];
  tournaments: Tournament[];
  /** Division data of each season division, in the season's order. */
  data: DivisionData[];
}

/**
 * The season, or `Season not found`: a 400 on the body's field, a 404
 * when the id is the address's (any GUID is a valid id of a missing record).
 */
export async function liveSeason(
  ctx: AppContext,
  seasonId: string,
  from: 'body' | 'address' = 'body',
): Promise<Stored<SeasonDoc>> {
  const season = await ctx.repos.seasons.get(seasonId);
  if (!season || season.deleted)
    throw from === 'address' ? notFound('Season not found') : badRequest('seasonId: Season not found');
  return season;
}

export async function loadSeasonData(
  ctx: AppContext,
  caller: Caller,
  season: Stored<SeasonDoc>,
): Promise<SeasonData> {
  const [divisionRows, teams, games, tournaments, notes] = await Promise.all([
    ctx.repos.divisions.listAll(),
    ctx.repos.teams.list(),
    ctx.repos.games.list({ column: 'season_id', value: season.id }),
    ctx.repos.tournaments.list({ column: 'season_id', value: season.id }),
    ctx.repos.notes.list({ column: 'season_id', value: season.id }),
  ]);
  const allDivisions = divisionRows.map(leagueDivision);
  const byId = new Map(divisionRows.filter((d) => !d.deleted).map((d) => [d.id, leagueDivision(d)]));
  const divisions = season.doc.divisionIds
    .map((id) => byId.get(id))
    .filter((d): d is League.Division => d !== undefined);
  const input = {
    season: leagueSeason(season),
    allDivisions,
    teams: teams.map(leagueTeam),
    games: games.map(leagueGame),
    tournaments: tournaments.map(leagueTournament),
    notes: notes.map(leagueNote),
    filter: { date: null, teamId: null, excludeProposals: false, ignoreDates: true },
    canManagePlayers: false,
    canManageTournaments: false,
    canViewDataErrors: caller?.doc.access.importData === true,
  };
  return {
    season,
    divisions,
    games: input.games,
    tournaments: input.tournaments,
    data: divisions.map((division) => computeDivisionData({ ...input, divisions: [division] })),
  };
}
