import type { DivisionData, DivisionDataQuery } from '@darts/core/contract/divisionData';
import { dateOf } from '@darts/core/league/dates';
import { computeDivisionData } from '@darts/core/league/divisionData';
import { resolveDivisionScope } from '@darts/core/league/divisionScope';
import type { Season } from '@darts/core/league/types';
import { vetoDelayMs, vetoedGameIds } from '@darts/core/scorecard/vetoScores';
import type { Caller } from '../auth/guard';
import type { AppContext } from '../context';
import type { GameDoc, SeasonDoc } from '../db/docs';
import type { Stored } from '../db/documents';
import { scoreRecorderOf } from '../policies/scores';
import { listFeatures } from './features';
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

/**
 * The cache key of a query within its season (the season is resolved first), with the fixtures
 * whose scores are vetoed for the caller (sorted) when there are any.
 */
function cacheKey(query: DivisionDataQuery, vetoed: readonly string[]): string {
  return JSON.stringify([
    [...query.divisionId].sort(),
    query.teamId,
    query.date,
    query.excludeProposals,
    query.ignoreDates,
    ...(vetoed.length > 0 ? [vetoed] : []),
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

/** The candidate games the caller may see: manageGames (or no division) all, others the requested divisions' and knockouts. */
async function loadGames(
  ctx: AppContext,
  caller: Caller,
  season: Season,
  seasons: readonly Stored<SeasonDoc>[],
  query: DivisionDataQuery,
  divisionIds: readonly string[],
): Promise<Stored<GameDoc>[]> {
  const games = await candidateGames(ctx, season, seasons, query.ignoreDates);
  return has(caller, 'manageGames') || divisionIds.length === 0
    ? games
    : games.filter((g) => g.doc.isKnockout || divisionIds.includes(g.doc.divisionId));
}

/**
 * GET /api/Division/Data: resolves the divisions and season, then computes the tables and
 * fixtures with the core rules. Anonymous answers are cached per season and query; `noCache`
 * (a `Cache-Control: no-cache` request) recomputes and replaces the cached entry.
 *
 * VetoScores: fixtures whose scores are vetoed for the caller (core/scorecard/vetoScores.ts) count
 * nowhere and are listed without scores. As that set depends on the caller and the clock, it is
 * part of the cache key when not empty; with no delay (the default) the games load after the
 * cache lookup as before.
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
  const cacheable = caller === null;
  const generation = cache.generation;
  const divisionIds = divisions.map((d) => d.id);
  // VetoScores: with a delay, the games are loaded first to know which are vetoed for the caller.
  const delay = vetoDelayMs(await listFeatures(ctx));
  const early = delay > 0 ? await loadGames(ctx, caller, season, seasonRows, query, divisionIds) : null;
  const vetoed = early
    ? vetoedGameIds(
        early.map((g) => ({ ...g.doc, id: g.id })),
        scoreRecorderOf(caller),
        delay,
        ctx.now(),
      )
    : [];
  const key = cacheKey(query, vetoed);
  if (cacheable && !options.noCache) {
    const cached = cache.get(season.id, key);
    if (cached) return cached;
  }

  const [teams, visibleGames, tournaments, notes] = await Promise.all([
    ctx.repos.teams.list(),
    early ?? loadGames(ctx, caller, season, seasonRows, query, divisionIds),
    ctx.repos.tournaments.list({ column: 'season_id', value: season.id }),
    ctx.repos.notes.list({ column: 'season_id', value: season.id }),
  ]);

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
    vetoedGameIds: vetoed,
  });
  if (cacheable) cache.set(season.id, key, data, generation);
  return data;
}
