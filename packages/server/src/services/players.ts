import { randomUUID } from 'node:crypto';
import { EMPTY_ID } from '@darts/core/contract/common';
import type { CreatePlayerRequest, EditPlayerRequest, PlayerParams } from '@darts/core/contract/player';
import { sameText } from '@darts/core/league/sorting';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { SeasonDoc, TeamDoc, TeamPlayerDoc, TeamSeasonDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import { badRequest, concurrency, notFound } from '#server/errors';
import { hasPlayed, namesPlayer, renamePlayer } from './fixturePlayers';
import { playerToken } from '#server/db/leagueShapes';
import { stampOf } from './league';
import { nestedStamp, removedStamp } from './teams';

/** The type name in the player's concurrency messages. */
export const PLAYER_TYPE = 'TeamPlayer';
export const NO_DIVISION_FOR_NEW_PLAYER = 'Unable to determine division for newly created player';

export interface PlayerWriteResult {
  stored: Stored<TeamDoc>;
  player: TeamPlayerDoc;
  messages: string[];
}

async function liveSeason(ctx: AppContext, seasonId: string): Promise<Stored<SeasonDoc>> {
  const season = await ctx.repos.seasons.get(seasonId);
  if (!season || season.deleted) throw notFound('Season could not be found');
  return season;
}

async function liveTeam(ctx: AppContext, teamId: string): Promise<Stored<TeamDoc>> {
  const team = await ctx.repos.teams.get(teamId);
  if (!team || team.deleted) throw notFound('Team not found');
  return team;
}

/** The team's live registration for the season, or a 404. */
function registration(team: Stored<TeamDoc>, season: Stored<SeasonDoc>): TeamSeasonDoc {
  const ts = team.doc.seasons.find((s) => s.seasonId === season.id && !s.deleted);
  if (!ts) throw notFound(`Team ${team.doc.name} is not registered to the ${season.doc.name} season`);
  return ts;
}

function livePlayer(ts: TeamSeasonDoc, playerId: string, season: Stored<SeasonDoc>): TeamPlayerDoc {
  const player = ts.players.find((p) => p.id === playerId && !p.deleted);
  if (!player) throw notFound(`Team does not have a player with this id for the ${season.doc.name} season`);
  return player;
}

/** The stored flag: kept only when the player asked to be shown by initials. */
const initialsOnly = (on: boolean | undefined): Pick<TeamPlayerDoc, 'initialsOnly'> =>
  on ? { initialsOnly: true } : {};

/** The team with one registration's players replaced. */
function withPlayers(team: TeamDoc, ts: TeamSeasonDoc, players: TeamPlayerDoc[]): TeamDoc {
  return { ...team, seasons: team.seasons.map((s) => (s === ts ? { ...s, players } : s)) };
}

/** Adds (or, when a removed player has the name, restores) a player in a registration. */
function addToSquad(
  ts: TeamSeasonDoc,
  player: Pick<TeamPlayerDoc, 'name' | 'captain' | 'emailAddress' | 'gender' | 'initialsOnly'> & {
    id?: string;
  },
  stamp: Stamp,
): { players: TeamPlayerDoc[]; player: TeamPlayerDoc; restored: boolean } {
  const same = ts.players.find((p) => sameText(p.name, player.name));
  if (same && !same.deleted) throw badRequest(`A player called ${same.name} is already in this team`);
  if (same) {
    const restored: TeamPlayerDoc = {
      ...same,
      captain: player.captain,
      emailAddress: player.emailAddress ?? same.emailAddress,
      gender: player.gender === undefined ? (same.gender ?? null) : player.gender,
      ...initialsOnly(player.initialsOnly ?? same.initialsOnly),
      deleted: null,
      remover: null,
      ...nestedStamp(stamp, same),
    };
    return { players: ts.players.map((p) => (p === same ? restored : p)), player: restored, restored: true };
  }
  const added: TeamPlayerDoc = {
    id: player.id ?? randomUUID(),
    name: player.name,
    captain: player.captain,
    emailAddress: player.emailAddress,
    gender: player.gender ?? null,
    ...initialsOnly(player.initialsOnly),
    deleted: null,
    ...nestedStamp(stamp),
  };
  return { players: [...ts.players.filter((p) => p.id !== added.id), added], player: added, restored: false };
}

/**
 * POST /api/Player/{seasonId}/{teamId}/{playerId}: adds a player to the squad of `newTeamId`
 * (else `teamId`) for the season. The player id in the path is ignored: the server picks it.
 * A removed player of the same name is restored instead.
 */
export async function createPlayer(
  ctx: AppContext,
  caller: Caller,
  params: PlayerParams,
  request: CreatePlayerRequest,
): Promise<PlayerWriteResult> {
  const teamId = request.newTeamId ?? (params.teamId === EMPTY_ID ? null : params.teamId);
  if (!teamId) throw badRequest('newTeamId: Please select a team');
  const season = await liveSeason(ctx, params.seasonId);
  const team = await liveTeam(ctx, teamId);
  const live = team.doc.seasons.find((s) => s.seasonId === season.id && !s.deleted);
  const removed = team.doc.seasons.find((s) => s.seasonId === season.id && s.deleted);
  const ts = live ?? removed;
  if (!ts || !ts.divisionId) throw badRequest(`teamId: ${NO_DIVISION_FOR_NEW_PLAYER}`);

  const stamp = stampOf(ctx, caller);
  const { players, player, restored } = addToSquad(
    ts,
    { ...request, emailAddress: request.emailAddress ?? null },
    stamp,
  );
  const doc = withPlayers(team.doc, ts, players);
  const seasons = live ? doc.seasons : doc.seasons.map((s) => (s.id === ts.id ? { ...s, deleted: null } : s));
  const stored = await ctx.repos.teams.replace(team, { ...doc, seasons }, stamp);
  const message = restored
    ? 'Player undeleted from team'
    : `Player added to the ${team.doc.name} team for the ${season.doc.name} season`;
  return { stored, player, messages: [message] };
}

async function assertNameFree(ctx: AppContext, seasonId: string, playerId: string, name: string) {
  const others = (await ctx.repos.teams.list())
    .flatMap((t) => t.doc.seasons.filter((s) => s.seasonId === seasonId && !s.deleted))
    .flatMap((s) => s.players)
    .filter((p) => !p.deleted && p.id !== playerId && sameText(p.name, name));
  if (others.length > 0) {
    throw badRequest(`A player called ${others[0]!.name} is already playing this season`);
  }
}

/**
 * PATCH /api/Player/{seasonId}/{teamId}/{playerId}: edits a player, guarded by the player's own
 * `updated`. A new name is carried into the season's fixtures (only `gameId` when given);
 * `newTeamId` moves the player to that team's squad, unless they have played this season.
 */
export async function updatePlayer(
  ctx: AppContext,
  caller: Caller,
  params: PlayerParams,
  request: EditPlayerRequest,
): Promise<PlayerWriteResult> {
  const season = await liveSeason(ctx, params.seasonId);
  const team = await liveTeam(ctx, params.teamId);
  const ts = registration(team, season);
  const player = livePlayer(ts, params.playerId, season);
  const token = playerToken(player, team);
  if (!request.lastUpdated) throw concurrency.missingToken(PLAYER_TYPE);
  if (request.lastUpdated !== token)
    throw concurrency.stale(PLAYER_TYPE, player.editor ?? team.editor, token);
  if (!sameText(player.name, request.name)) await assertNameFree(ctx, season.id, player.id, request.name);

  const games = (await ctx.repos.games.list({ column: 'season_id', value: season.id })).filter(
    (g) => !request.gameId || g.id === request.gameId,
  );
  const stamp = stampOf(ctx, caller);
  const { initialsOnly: _kept, ...rest } = player;
  const edited: TeamPlayerDoc = {
    ...rest,
    name: request.name,
    captain: request.captain,
    emailAddress: request.emailAddress ?? player.emailAddress,
    gender: request.gender === undefined ? (player.gender ?? null) : request.gender,
    ...initialsOnly(request.initialsOnly ?? player.initialsOnly),
    ...nestedStamp(stamp, player),
  };

  if (request.newTeamId && request.newTeamId !== team.id) {
    if (games.some((g) => hasPlayed(g.doc, player.id))) {
      throw badRequest("newTeamId: Cannot move a player once they've played in some games");
    }
    const newTeam = await liveTeam(ctx, request.newTeamId);
    const newTs = newTeam.doc.seasons.find((s) => s.seasonId === season.id && !s.deleted);
    if (!newTs) {
      throw badRequest(`newTeamId: ${season.doc.name} season is not attributed to team ${newTeam.doc.name}`);
    }
    const added = addToSquad(newTs, edited, stamp);
    const stored = await ctx.repos.teams.replace(
      newTeam,
      withPlayers(newTeam.doc, newTs, added.players),
      stamp,
    );
    const removed = { ...player, ...removedStamp(stamp, player) };
    await ctx.repos.teams.replace(
      team,
      withPlayers(
        team.doc,
        ts,
        ts.players.map((p) => (p === player ? removed : p)),
      ),
      stamp,
    );
    return {
      stored,
      player: added.player,
      messages: [`Player added to the ${newTeam.doc.name} team for the ${season.doc.name} season`],
    };
  }

  const stored = await ctx.repos.teams.replace(
    team,
    withPlayers(
      team.doc,
      ts,
      ts.players.map((p) => (p === player ? edited : p)),
    ),
    stamp,
  );
  let gamesUpdated = 0;
  for (const game of games.filter((g) => namesPlayer(g.doc, player.id))) {
    gamesUpdated++;
    const renamed = renamePlayer(game.doc, player.id, edited.name);
    if (JSON.stringify(renamed) !== JSON.stringify(game.doc))
      await ctx.repos.games.replace(game, renamed, stamp);
  }
  return {
    stored,
    player: edited,
    messages: [
      `Player ${edited.name} updated in the ${season.doc.name} season, ${gamesUpdated} game/s updated`,
    ],
  };
}

/** DELETE /api/Player/{seasonId}/{teamId}/{playerId}: removes the player from the season's squad (soft). */
export async function deletePlayer(
  ctx: AppContext,
  caller: Caller,
  params: PlayerParams,
): Promise<PlayerWriteResult> {
  const season = await liveSeason(ctx, params.seasonId);
  const team = await liveTeam(ctx, params.teamId);
  const ts = registration(team, season);
  const player = livePlayer(ts, params.playerId, season);
  const stamp = stampOf(ctx, caller);
  const removed: TeamPlayerDoc = { ...player, ...removedStamp(stamp, player) };
  const stored = await ctx.repos.teams.replace(
    team,
    withPlayers(
      team.doc,
      ts,
      ts.players.map((p) => (p === player ? removed : p)),
    ),
    stamp,
  );
  return {
    stored,
    player: removed,
    messages: [`Player ${player.name} removed from the ${season.doc.name} season`],
  };
}
