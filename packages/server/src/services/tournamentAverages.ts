import type { TournamentAverages } from '@darts/core/contract/tournamentAverages';
import { rollingAverages } from '@darts/core/reports/rollingAverages';
import { singlesRecords } from '@darts/core/reports/singlesRecords';
import type { SaygInput } from '@darts/core/scoring/types';
import type { AppContext } from '#server/context';
import { leagueGame, leagueTournament } from '#server/db/leagueShapes';
import { liveTournament } from './tournaments';

/*
 * GET /api/Tournament/{id}/Averages: each side's rolling 3-dart average from its player's latest
 * singles legs recorded in the tournament's season (fixtures and tournaments, this one included).
 */
export async function tournamentAverages(ctx: AppContext, id: string): Promise<TournamentAverages> {
  const tournament = await liveTournament(ctx, id);
  const seasonId = tournament.doc.seasonId;
  const [games, tournaments] = await Promise.all([
    ctx.repos.games.list({ column: 'season_id', value: seasonId }),
    ctx.repos.tournaments.list({ column: 'season_id', value: seasonId }),
  ]);
  const players = new Set(
    tournament.doc.sides.flatMap((s) => (s.players.length === 1 ? [s.players[0]!.id] : [])),
  );
  const records = singlesRecords(
    games.filter((g) => !g.deleted).map(leagueGame),
    tournaments.filter((t) => !t.deleted).map(leagueTournament),
  ).filter((r) => players.has(r.playerId));
  const sayg = new Map<string, SaygInput>();
  for (const saygId of new Set(records.map((r) => r.saygId))) {
    const stored = await ctx.repos.sayg.get(saygId);
    if (stored && !stored.deleted) sayg.set(saygId, stored.doc);
  }
  const averages = rollingAverages(records, sayg);
  return {
    sides: tournament.doc.sides.map((side) => {
      const found = side.players.length === 1 ? averages.get(side.players[0]!.id) : undefined;
      return { sideId: side.id, average: found?.average ?? null, legs: found?.legs ?? 0 };
    }),
  };
}
