import {
  divisionDataSchema,
  type DivisionData,
  type DivisionDataQuery,
} from '@darts/core/contract/divisionData';
import { dateOf } from '@darts/core/league/dates';
import { computeDivisionData } from '@darts/core/division/divisionData';
import { resolveDivisionScope } from '@darts/core/division/divisionScope';
import type { Season } from '@darts/core/league/types';
import { vetoDelayMs, vetoedGameIds } from '@darts/core/scorecard/vetoScores';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, SeasonDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { ReadyAnswer } from '#server/http/readyAnswer';
import { scoreRecorderOf } from '#server/policies/scorecard';
import { listFeatures } from './features';
import {
  leagueDivision,
  leagueGame,
  leagueNote,
  leagueSeason,
  leagueTeam,
  leagueTournament,
} from '#server/db/leagueShapes';
import { todayOf } from './league';

const has = (caller: Caller, flag: 'manageGames' | 'managePlayers' | 'manageTournaments' | 'importData') =>
  caller?.doc.access[flag] === true;

const FLAGS = ['manageGames', 'managePlayers', 'manageTournaments', 'importData'] as const;

/**
 * The cache key of a query: what the answer depends on besides the stored data. The caller counts
 * only through the access flags that shape the data (and the vetoed fixtures, added when there are
 * any); today counts when the season is found by date.
 */
function cacheKey(caller: Caller, query: DivisionDataQuery, today: string): string {
  return JSON.stringify([
    FLAGS.map((flag) => (has(caller, flag) ? 1 : 0)).join(''),
    [...query.divisionId].sort(),
    query.seasonId,
    query.teamId,
    query.date,
    query.excludeProposals,
    query.ignoreDates,
    today,
  ]);
}

const overlaps = (a: { startDate: string; endDate: string }, b: Season) =>
  dateOf(a.startDate) <= dateOf(b.endDate) && dateOf(b.startDate) <= dateOf(a.endDate);

/**
 * The games the caller may see: the season's (manageGames, or no division asked for: all of them;
 * others only the requested divisions' and the knockouts), plus knockout games of other seasons
 * whose dates could fall in this one (knockouts of any season are listed; only the date range
 * limits them). Only those rows are read: one division's answer after a write reads its own
 * fixtures, not the whole season's (`game.is_knockout`).
 */
async function loadGames(
  ctx: AppContext,
  caller: Caller,
  season: Season,
  seasons: readonly Stored<SeasonDoc>[],
  query: DivisionDataQuery,
  divisionIds: readonly string[],
): Promise<Stored<FixtureDoc>[]> {
  const games = ctx.repos.games;
  const knockouts = { column: 'is_knockout', values: ['1'] } as const;
  const others = seasons.filter((s) => s.id !== season.id && (query.ignoreDates || overlaps(s.doc, season)));
  const ownSeason = { column: 'season_id', value: season.id } as const;
  const [own, ...rest] = await Promise.all([
    has(caller, 'manageGames') || divisionIds.length === 0
      ? games.list(ownSeason)
      : games.listWhereAny(ownSeason, [{ column: 'division_id', values: divisionIds }, knockouts]),
    ...others.map((s) => games.listWhereAny({ column: 'season_id', value: s.id }, [knockouts])),
  ]);
  return [...(own ?? []), ...rest.flat()];
}

/**
 * GET /api/Division/Data as ready bytes (see `ReadyAnswer`): served from the cache when the same
 * query was answered since the last write that touched it; otherwise computed once for every
 * caller asking meanwhile. `url` is the request's URL (path and query as sent). `noCache` (a `Cache-Control: no-cache` request) recomputes and replaces
 * the cached entry. Answers to unknown divisions or seasons are not cached.
 */
export async function divisionDataAnswer(
  ctx: AppContext,
  caller: Caller,
  query: DivisionDataQuery,
  options: { noCache?: boolean; url: string },
): Promise<ReadyAnswer> {
  const cache = ctx.divisionCache;
  const key = caller ? cacheKey(caller, query, todayOf(ctx)) : anonymousKey(ctx, options.url);
  if (options.noCache) return computeAnswer(ctx, caller, query, key, true);
  const cached = cache.get(key);
  if (cached) return cached;
  // VetoScores make the answer depend on who the scorer is: such callers do not share a computation.
  return cache.shared(caller ? `${caller.id} ${key}` : key, () =>
    computeAnswer(ctx, caller, query, key, false),
  );
}

/**
 * Anonymous answers are keyed by the request's URL as sent, so that a cached one is found before
 * the query is even parsed (`cachedAnonymousAnswer`); spellings of one query are separate entries.
 */
function anonymousKey(ctx: AppContext, url: string): string {
  return JSON.stringify(['anonymous', todayOf(ctx), url]);
}

/** The cached answer to an anonymous request for this URL, if any (the route's fast path). */
export function cachedAnonymousAnswer(ctx: AppContext, url: string): ReadyAnswer | undefined {
  return ctx.divisionCache.get(anonymousKey(ctx, url));
}

/**
 * Resolves the divisions and season, then computes the tables and fixtures with the core rules.
 *
 * VetoScores: fixtures whose scores are vetoed for the caller (core/scorecard/vetoScores.ts) count
 * nowhere and are listed without scores. As that set depends on the caller and the clock, it is
 * part of the cache key when not empty (such entries are found only after loading the games); with
 * no delay (the default) the games load after the cache lookup. A change of features evicts
 * everything, so an entry under the plain key was computed with no delay.
 *
 * Access shapes the data: manageGames sees every fixture of the season
 * (others only the requested divisions' fixtures and knockouts), managePlayers also gets
 * registered players without results, manageTournaments gets proposed venues, and only
 * importData gets the data-quality errors.
 */
async function computeAnswer(
  ctx: AppContext,
  caller: Caller,
  query: DivisionDataQuery,
  plainKey: string,
  noCache: boolean,
): Promise<ReadyAnswer> {
  const cache = ctx.divisionCache;
  const generation = cache.generation;
  const [divisionRows, seasonRows, features] = await Promise.all([
    ctx.repos.divisions.listAll(),
    ctx.repos.seasons.listAll(),
    listFeatures(ctx),
  ]);
  const allDivisions = divisionRows.map(leagueDivision);
  const scope = resolveDivisionScope(
    { divisionIds: query.divisionId, seasonId: query.seasonId, date: query.date, today: todayOf(ctx) },
    allDivisions,
    seasonRows.map(leagueSeason),
  );
  if (!scope.ok) return readyData(scope.data);
  const { season, divisions } = scope;

  const divisionIds = divisions.map((d) => d.id);
  // VetoScores: with a delay, the games are loaded first to know which are vetoed for the caller.
  const delay = vetoDelayMs(features);
  const early = delay > 0 ? await loadGames(ctx, caller, season, seasonRows, query, divisionIds) : null;
  const vetoed = early
    ? vetoedGameIds(
        early.map((g) => ({ ...g.doc, id: g.id })),
        scoreRecorderOf(caller),
        delay,
        ctx.now(),
      )
    : [];
  const key = early ? JSON.stringify([plainKey, vetoed]) : plainKey;
  if (early && !noCache) {
    const cached = cache.get(key);
    if (cached) return cached;
  }

  const [teams, visibleGames, tournaments, notes] = await Promise.all([
    ctx.repos.teams.list(),
    early ?? loadGames(ctx, caller, season, seasonRows, query, divisionIds),
    ctx.repos.tournaments.list({ column: 'season_id', value: season.id }),
    ctx.repos.notes.list({ column: 'season_id', value: season.id }),
  ]);

  const answer = readyData(
    computeDivisionData({
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
    }),
  );
  cache.set(season.id, key, answer, generation);
  return answer;
}

/** The answer checked against the contract once, as the response serialiser would on every send. */
function readyData(data: DivisionData): ReadyAnswer {
  return ReadyAnswer.of(divisionDataSchema.parse(data));
}
