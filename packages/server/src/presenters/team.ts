import type { Team, TeamPlayer, TeamWithoutSeasons } from '@darts/core/contract/team';
import type { Caller } from '#server/auth/guard';
import type { TeamDoc, TeamPlayerDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';
import { emailVisibility } from '#server/policies/teams';
import { playerToken } from '#server/db/leagueShapes';

export function presentTeamPlayer(
  player: TeamPlayerDoc,
  team: Stored<TeamDoc>,
  showEmail: (player: TeamPlayerDoc) => boolean,
): TeamPlayer {
  return {
    id: player.id,
    name: player.name,
    captain: player.captain,
    gender: player.gender ?? null,
    ...(player.initialsOnly ? { initialsOnly: true } : {}),
    emailAddress: showEmail(player) ? player.emailAddress : null,
    created: player.created ?? team.created,
    author: player.author ?? team.author,
    updated: playerToken(player, team),
    editor: player.editor ?? team.author,
    deleted: player.deleted,
    remover: player.remover ?? null,
  };
}

export function presentTeamWithoutSeasons(team: Stored<TeamDoc>): TeamWithoutSeasons {
  return { id: team.id, name: team.doc.name, address: team.doc.address, ...auditOf(team) };
}

/** A team with its seasons (removed ones too, marked deleted) and each season's current players. */
export function presentTeam(team: Stored<TeamDoc>, caller: Caller): Team {
  const showEmail = emailVisibility(caller);
  return {
    ...presentTeamWithoutSeasons(team),
    seasons: team.doc.seasons.map((ts) => ({
      id: ts.id,
      seasonId: ts.seasonId,
      divisionId: ts.divisionId ?? null,
      players: ts.players.filter((p) => !p.deleted).map((p) => presentTeamPlayer(p, team, showEmail)),
      created: ts.created ?? team.created,
      author: ts.author ?? team.author,
      updated: ts.updated ?? team.created,
      editor: ts.editor ?? team.author,
      deleted: ts.deleted,
      remover: ts.remover ?? null,
    })),
  };
}
