import type { DivisionData, DivisionDataQuery } from '@darts/core/contract/division';
import { dateOf } from '@darts/core/league/dates';
import { computeDivisionData } from '@darts/core/league/divisionData';
import { resolveDivisionScope } from '@darts/core/league/divisionScope';
import type { Season } from '@darts/core/league/types';
import type { Caller } from '../auth/guard';
import type { AppContext } from '../context';
import type { GameDoc, SeasonDoc } from '../db/docs';
import type { Stored } from '../db/documents';
import {
  leagueDivision,
  leagueGame,
  leagueNote,
  leagueSeason,
  leagueTeam,
  leagueTournament,
  todayOf,
} from './league';

const has = (caller: Caller, flag: 'manageGames' | 'managePlayers' | 'manageTournaments' | 'importData') =>
  caller?.doc.access[flag] === true;

/** The cache key of a query within its season (the season is resolved first). */
function cacheKey(query: DivisionDataQuery): string {
  return JSON.stringify([
    [...query.divisionId].sort(),
    query.teamId,
    query.date,
    query.excludeProposals,
    query.ignoreDates,
  ]);
}

const overlaps = (a: { startDate: string; endDate: string }, b: Season) =>
  dateOf(a.startDate) <= dateOf(b.endDate) && dateOf(b.startDate) <= dateOf(a.endDate);

/**
 * The season's games, plus knockout games of other seasons whose dates could fall in this one
 * (the reference lists knockouts of any season; only the date range limits them).
 */
async function candidateGames(
  ctx: AppContext,
  season: Season,
  seasons: readonly Stored<SeasonDoc>[],
  ignoreDates: boolean,
): Promise<Stored<GameDoc>[]> {
  const others = seasons.filter((s) => s.id !== season.id && (ignoreDates || overlaps(s.doc, season)));
  const [own, ...rest] = await Promise.all([
    ctx.repos.games.list({ column: 'season_id', value: season.id }),
    ...others.map((s) => ctx.repos.games.list({ column: 'season_id', value: s.id })),
  ]);
  return [...(own ?? []), ...rest.flat().filter((g) => g.doc.isKnockout)];
}

/**
 * GET /api/Division/Data: resolves the divisions and season, then computes the tables and
 * fixtures with the core rules. Anonymous answers are cached per season and query; `noCache`
 * (a `Cache-Control: no-cache` request) recomputes and replaces the cached entry.
 *
 * Access shapes the data as the reference does: manageGames sees every fixture of the season
 * (others only the requested divisions' fixtures and knockouts), managePlayers also gets
 * registered players without results, manageTournaments gets proposed venues, and only
 * importData gets the data-quality errors.
 */
export async function loadDivisionData(
  ctx: AppContext,
  caller: Caller,
  query: DivisionDataQuery,
  options: { noCache?: boolean } = {},
): Promise<DivisionData> {
  const [divisionRows, seasonRows] = await Promise.all([
    ctx.repos.divisions.listAll(),
    ctx.repos.seasons.listAll(),
  ]);
  const allDivisions = divisionRows.map(leagueDivision);
  const scope = resolveDivisionScope(
    { divisionIds: query.divisionId, seasonId: query.seasonId, date: query.date, today: todayOf(ctx) },
    allDivisions,
    seasonRows.map(leagueSeason),
  );
  if (!scope.ok) return scope.data;
  const { season, divisions } = scope;

  const cache = ctx.divisionCache;
  const key = cacheKey(query);
  const cacheable = caller === null;
  if (cacheable && !options.noCache) {
    const cached = cache.get(season.id, key);
    if (cached) return cached;
  }
  const generation = cache.generation;

  const divisionIds = divisions.map((d) => d.id);
  const [teams, games, tournaments, notes] = await Promise.all([
    ctx.repos.teams.list(),
    candidateGames(ctx, season, seasonRows, query.ignoreDates),
    ctx.repos.tournaments.list({ column: 'season_id', value: season.id }),
    ctx.repos.notes.list({ column: 'season_id', value: season.id }),
  ]);
  const visibleGames =
    has(caller, 'manageGames') || divisionIds.length === 0
      ? games
      : games.filter((g) => g.doc.isKnockout || divisionIds.includes(g.doc.divisionId));

  const data = computeDivisionData({
    season,
    divisions,
    allDivisions,
    teams: teams.map(leagueTeam),
    games: visibleGames.map(leagueGame),
    tournaments: tournaments.map(leagueTournament),
    notes: notes.map(leagueNote),
    filter: {
      date: query.date,
      teamId: query.teamId,
      excludeProposals: query.excludeProposals,
      ignoreDates: query.ignoreDates,
    },
    canManagePlayers: has(caller, 'managePlayers'),
    canManageTournaments: has(caller, 'manageTournaments'),
    canViewDataErrors: has(caller, 'importData'),
  });
  if (cacheable) cache.set(season.id, key, data, generation);
  return data;
}
