import { useQueries, useQuery } from '@tanstack/react-query';
import type { DivisionTournamentFixture } from '@darts/core/contract/divisionData';
import { dateOf } from '@darts/core/league/dates';
import { playersInOtherTournaments, type TournamentPlayer } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { divisionDataOnDateQuery } from '#web/features/league/divisionDataQueries';
import { divisionTeamsQuery } from '#web/features/league/queries';
import { divisionsQuery } from '#web/features/site/queries';

export interface PlayerChoice extends TournamentPlayer {
  teamId: string;
  teamName: string;
}

export interface TeamChoice {
  id: string;
  name: string;
  divisionId: string;
}

/**
 * The teams and players a side may take: the season's squads of the tournament's division, or of
 * every division for a cross-divisional tournament. Loaded when the side dialog opens.
 */
export function usePlayerChoices(tournament: Pick<TournamentDto, 'divisionId' | 'seasonId'>) {
  const divisions = useQuery({ ...divisionsQuery(), enabled: tournament.divisionId === null });
  const ids = tournament.divisionId ? [tournament.divisionId] : (divisions.data ?? []).map((d) => d.id);
  const results = useQueries({ queries: ids.map((id) => divisionTeamsQuery(id, tournament.seasonId)) });
  const teams: TeamChoice[] = [];
  const players: PlayerChoice[] = [];
  results.forEach((result, i) => {
    for (const team of result.data ?? []) {
      const season = team.seasons.find((s) => s.seasonId === tournament.seasonId && !s.deleted);
      if (!season) continue;
      const divisionId = season.divisionId ?? ids[i]!;
      teams.push({ id: team.id, name: team.name, divisionId });
      for (const p of season.players) {
        if (!p.deleted)
          players.push({ id: p.id, name: p.name, divisionId, teamId: team.id, teamName: team.name });
      }
    }
  });
  teams.sort((a, b) => a.name.localeCompare(b.name));
  players.sort((a, b) => a.name.localeCompare(b.name));
  const loading =
    divisions.isPending && tournament.divisionId === null ? true : results.some((r) => r.isPending);
  return { teams, players, loading };
}

/**
 * The players already in another tournament on the tournament's date, each with that tournament
 * (shown with a warning beside them). Without the day's data there is no warning.
 */
export function useOtherTournamentPlayers(
  tournament: Pick<TournamentDto, 'id' | 'seasonId' | 'date'>,
): Map<string, DivisionTournamentFixture> {
  const date = dateOf(tournament.date);
  const day = useQuery({
    ...divisionDataOnDateQuery(tournament.seasonId, date),
    meta: { handlesErrors: true },
  });
  const rows = (day.data?.fixtures ?? [])
    .filter((d) => dateOf(d.date) === date)
    .flatMap((d) => d.tournamentFixtures);
  return playersInOtherTournaments(rows, tournament.id);
}
