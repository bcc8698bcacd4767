import { homeSummarySchema, type HomeSummaryQuery } from '@darts/core/contract/home';
import { computeHomeSummary, homeSeason } from '@darts/core/division/homeSummary';
import { vetoDelayMs, vetoedGameIds } from '@darts/core/scorecard/vetoScores';
import type { AppContext } from '#server/context';
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

/**
 * GET /api/Home/Summary as ready bytes: the same for every caller (a visitor's view), kept in the
 * division data cache under its season, so the writes that make division data stale (fixtures,
 * teams, seasons, divisions, features: services/divisionCache.ts) make it stale too. Today is in
 * the key, and so are the fixtures whose scores are still vetoed (VetoScores) when there are any.
 */
export async function homeSummaryAnswer(ctx: AppContext, query: HomeSummaryQuery): Promise<ReadyAnswer> {
  const cache = ctx.divisionCache;
  const today = todayOf(ctx);
  const plainKey = JSON.stringify(['home', today, query.seasonId ?? null]);
  const cached = cache.get(plainKey);
  if (cached) return cached;
  return cache.shared(plainKey, async () => {
    const generation = cache.generation;
    const [divisionRows, seasonRows, features] = await Promise.all([
      ctx.repos.divisions.listAll(),
      ctx.repos.seasons.listAll(),
      listFeatures(ctx),
    ]);
    const season = homeSeason(seasonRows.map(leagueSeason), today, query.seasonId);
    if (!season) return ReadyAnswer.of(homeSummarySchema.parse(computeHomeSummary(emptyInput(today))));

    const [teams, games, tournaments, notes] = await Promise.all([
      ctx.repos.teams.list(),
      ctx.repos.games.list({ column: 'season_id', value: season.id }),
      ctx.repos.tournaments.list({ column: 'season_id', value: season.id }),
      ctx.repos.notes.list({ column: 'season_id', value: season.id }),
    ]);
    const vetoed = vetoedGameIds(
      games.map((g) => ({ ...g.doc, id: g.id })),
      scoreRecorderOf(null),
      vetoDelayMs(features),
      ctx.now(),
    );
    const key = vetoed.length ? JSON.stringify([plainKey, vetoed]) : plainKey;
    const answer = ReadyAnswer.of(
      homeSummarySchema.parse(
        computeHomeSummary({
          today,
          season,
          allDivisions: divisionRows.map(leagueDivision),
          teams: teams.map(leagueTeam),
          games: games.map(leagueGame),
          tournaments: tournaments.map(leagueTournament),
          notes: notes.map(leagueNote),
          vetoedGameIds: vetoed,
        }),
      ),
    );
    // An answer with vetoed scores changes as the veto lapses: only the plain one is kept.
    if (key === plainKey) cache.set(season.id, key, answer, generation);
    return answer;
  });
}

const emptyInput = (today: string) => ({
  today,
  season: null,
  allDivisions: [],
  teams: [],
  games: [],
  tournaments: [],
  notes: [],
});
