import { seasonSquad } from '@darts/core/league/squad';
import type { DivisionPlayer, DivisionTeam } from '@darts/core/contract/divisionData';
import type { Team, TeamPlayer } from '@darts/core/contract/team';

const noMatches = () => ({
  matchesPlayed: 0,
  matchesWon: 0,
  matchesLost: 0,
  winRate: 0,
  lossRate: 0,
  teamWinRate: 0,
  teamLossRate: 0,
});

/** A squad member without results, as a player-table row with zeros (the table only lists players with results). */
export function squadRow(
  player: TeamPlayer,
  team: Pick<DivisionTeam, 'id' | 'name' | 'division'>,
): DivisionPlayer {
  return {
    id: player.id,
    name: player.name,
    team: team.name,
    teamId: team.id,
    captain: player.captain,
    points: 0,
    winPercentage: 0,
    oneEighties: 0,
    over100Checkouts: 0,
    singles: noMatches(),
    pairs: noMatches(),
    triples: noMatches(),
    fixtures: {},
    rank: 0,
    division: team.division,
    updated: player.updated,
  };
}

/** The team's squad for the season (deleted players left out), from the stored team. */
export function squadOf(team: Team | null | undefined, seasonId: string | null): TeamPlayer[] {
  return seasonSquad(team, seasonId);
}
