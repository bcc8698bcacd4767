import { seasonSquad } from '@darts/core/league/squad';
import type { DivisionData, DivisionPlayer, DivisionTeam } from '@darts/core/contract/divisionData';
import type { Team, TeamPlayer } from '@darts/core/contract/team';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A team of the division data by id or name (any case). */
export function findTeam(data: DivisionData, team: string): DivisionTeam | undefined {
  return data.teams.find((t) => t.id === team.toLowerCase()) ?? data.teams.find((t) => same(t.name, team));
}

/** A player by id, or by name within the named team (id or name) when one is given. */
export function findPlayer(
  data: DivisionData,
  wanted: { player: string; team: string | null },
): DivisionPlayer | undefined {
  const byId = data.players.find((p) => p.id === wanted.player.toLowerCase());
  if (byId) return byId;
  return data.players.find(
    (p) =>
      same(p.name, wanted.player) &&
      (wanted.team === null || p.teamId === wanted.team.toLowerCase() || same(p.team, wanted.team)),
  );
}

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
