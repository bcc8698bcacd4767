import { useQueries, useQuery } from '@tanstack/react-query';
import type { TournamentPlayer } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
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
