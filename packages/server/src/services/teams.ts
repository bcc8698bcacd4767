import { randomUUID } from 'node:crypto';
import type { EditTeamRequest, ModifyTeamSeasonRequest } from '@darts/core/contract/team';
import { sameText } from '@darts/core/league/sorting';
import { teamNameTaken, teamNameTakenMessage } from '@darts/core/league/teamNames';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, TeamDoc, TeamPlayerDoc, TeamSeasonDoc } from '#server/db/docs';
import { nextStamp, type Stamp, type Stored } from '#server/db/documents';
import { badRequest, concurrency, notFound } from '#server/errors';
import { formatDate } from '@darts/core/league/dates';
import { assertCurrent, stampOf } from './league';

export interface TeamWriteResult {
  stored: Stored<TeamDoc>;
  messages: string[];
}

/** Live teams, by name. */
export async function listTeams(ctx: AppContext): Promise<Stored<TeamDoc>[]> {
  return (await ctx.repos.teams.list()).sort((a, b) =>
    a.doc.name.localeCompare(b.doc.name, undefined, { sensitivity: 'base' }),
  );
}

/** Live teams registered for the season in the division. */
export async function teamsInDivision(
  ctx: AppContext,
  divisionId: string,
  seasonId: string,
): Promise<Stored<TeamDoc>[]> {
  return (await listTeams(ctx)).filter((t) =>
    t.doc.seasons.some((ts) => ts.seasonId === seasonId && ts.divisionId === divisionId && !ts.deleted),
  );
}

/**
 * Audit stamps for a nested object created or edited now. As for aggregates, `updated` always
 * moves on (it is the object's concurrency token), even when the clock has not.
 */
export function nestedStamp(
  stamp: Stamp,
  previous?: { created?: string | null; author?: string | null; updated?: string | null },
) {
  const now = stamp.now.toISOString();
  return {
    created: previous?.created ?? now,
    author: previous?.author ?? stamp.name,
    updated: nextStamp(previous?.updated ?? '', stamp.now),
    editor: stamp.name,
  };
}

/** Audit stamps of a nested object removed now (soft delete). */
export function removedStamp(stamp: Stamp, previous: { updated?: string | null }) {
  return {
    deleted: stamp.now.toISOString(),
    remover: stamp.name,
    updated: nextStamp(previous.updated ?? '', stamp.now),
    editor: stamp.name,
  };
}

export function newTeamSeason(
  seasonId: string,
  divisionId: string,
  players: TeamPlayerDoc[],
  stamp: Stamp,
): TeamSeasonDoc {
  return { id: randomUUID(), seasonId, divisionId, deleted: null, players, ...nestedStamp(stamp) };
}

async function assertSeasonAndDivision(ctx: AppContext, seasonId: string, divisionId: string, field: string) {
  const [season, division] = await Promise.all([
    ctx.repos.seasons.get(seasonId),
    ctx.repos.divisions.get(divisionId),
  ]);
  if (!season || season.deleted) throw badRequest('seasonId: Season not found');
  if (!division || division.deleted) throw badRequest(`${field}: Division not found`);
}

/**
 * One team name per season (core league/teamNames.ts): a name another team has in any of
 * `seasonIds` is refused.
 */
async function assertNameFree(
  ctx: AppContext,
  seasonIds: readonly string[],
  name: string,
  exceptId: string | null,
  field: string,
): Promise<void> {
  const teams = (await ctx.repos.teams.list()).map((t) => ({ id: t.id, ...t.doc }));
  for (const seasonId of new Set(seasonIds)) {
    const taken = teamNameTaken(teams, seasonId, name, exceptId);
    if (!taken) continue;
    const season = await ctx.repos.seasons.get(seasonId);
    throw badRequest(`${field}: ${teamNameTakenMessage(taken.name, season?.doc.name ?? 'same')}`);
  }
}

const playsIn = (game: Stored<FixtureDoc>, teamId: string) =>
  game.doc.home.id === teamId || game.doc.away.id === teamId;

/**
 * Refuses a new address that would put two of the division's fixtures at one venue on a date:
 * this team's home fixtures, fixtures at the address, and fixtures of
 * teams based there.
 */
async function assertAddressFree(
  ctx: AppContext,
  teamId: string,
  address: string,
  games: readonly Stored<FixtureDoc>[],
): Promise<void> {
  const teams = new Map((await ctx.repos.teams.list()).map((t) => [t.id, t]));
  const byDate = new Map<string, Stored<FixtureDoc>[]>();
  for (const game of games) {
    const home = teams.get(game.doc.home.id);
    const atAddress =
      game.doc.home.id === teamId ||
      (home && sameText(home.doc.address, address)) ||
      sameText(game.doc.address, address);
    if (atAddress) byDate.set(game.doc.date, [...(byDate.get(game.doc.date) ?? []), game]);
  }
  const clashes = [...byDate.entries()].filter(([, list]) => list.length > 1);
  if (clashes.length === 0) return;
  const detail = clashes
    .map(
      ([date, list]) =>
        `${formatDate(date, { weekday: false, padDay: true })}: ${list.map((g) => `${g.doc.home.name} vs ${g.doc.away.name}`).join(', ')}`,
    )
    .join('\n');
  throw badRequest(
    `address: Unable to update address, ${address} is in use for multiple games on the same dates, see ${detail}`,
  );
}

/**
 * PUT /api/Team/: creates a team registered for the season, or edits one with `lastUpdated`. An
 * edit carries the name (and, for home fixtures, the address) into the season's fixtures of
 * `divisionId`, refuses to move a team with fixtures to another division, and registers the team
 * for the season (in `newDivisionId`) when it is not yet.
 */
export async function saveTeam(
  ctx: AppContext,
  caller: Caller,
  request: EditTeamRequest,
): Promise<TeamWriteResult> {
  const newDivisionId = request.newDivisionId ?? request.divisionId;
  await assertSeasonAndDivision(
    ctx,
    request.seasonId,
    newDivisionId,
    request.newDivisionId ? 'newDivisionId' : 'divisionId',
  );
  const stamp = stampOf(ctx, caller);
  const existing = request.id ? await ctx.repos.teams.get(request.id) : null;
  // A new name is the team's in every season it plays, so each is checked.
  const seasonIds = existing?.doc.seasons.filter((ts) => !ts.deleted).map((ts) => ts.seasonId) ?? [];
  await assertNameFree(ctx, [request.seasonId, ...seasonIds], request.name, existing?.id ?? null, 'name');
  if (!existing) {
    const doc: TeamDoc = {
      name: request.name,
      address: request.address,
      seasons: [newTeamSeason(request.seasonId, newDivisionId, [], stamp)],
    };
    const stored = await ctx.repos.teams.insert(randomUUID(), doc, stamp);
    return { stored, messages: ['Team created'] };
  }

  assertCurrent(ctx.repos.teams.typeName, existing, request.lastUpdated);
  const divisionGames = (await ctx.repos.games.list({ column: 'season_id', value: request.seasonId })).filter(
    (g) => g.doc.divisionId === request.divisionId,
  );
  const teamGames = divisionGames.filter((g) => playsIn(g, existing.id));
  if (teamGames.length > 0 && newDivisionId !== request.divisionId) {
    throw badRequest(
      `newDivisionId: Unable to change division when games exist, delete these ${teamGames.length} game/s first`,
    );
  }
  if (!sameText(existing.doc.address, request.address)) {
    await assertAddressFree(ctx, existing.id, request.address, divisionGames);
  }

  const current = existing.doc.seasons.find((ts) => ts.seasonId === request.seasonId);
  const seasons = current
    ? existing.doc.seasons.map((ts) =>
        ts === current
          ? { ...ts, divisionId: newDivisionId, deleted: null, remover: null, ...nestedStamp(stamp, ts) }
          : ts,
      )
    : [...existing.doc.seasons, newTeamSeason(request.seasonId, newDivisionId, [], stamp)];
  const doc: TeamDoc = { ...existing.doc, name: request.name, address: request.address, seasons };
  const stored = await ctx.repos.teams.update(existing, doc, stamp, request.lastUpdated);

  for (const game of teamGames) {
    const rename = (side: FixtureDoc['home']) =>
      side.id === existing.id ? { ...side, name: request.name } : side;
    const isHome = game.doc.home.id === existing.id;
    await ctx.repos.games.replace(
      game,
      {
        ...game.doc,
        home: rename(game.doc.home),
        away: rename(game.doc.away),
        address: isHome ? request.address : game.doc.address,
      },
      stamp,
    );
  }
  return { stored, messages: ['Team updated'] };
}

async function liveTeam(ctx: AppContext, id: string): Promise<Stored<TeamDoc>> {
  const team = await ctx.repos.teams.get(id);
  if (!team) throw notFound('Team not found');
  if (team.deleted) throw concurrency.deleted(ctx.repos.teams.typeName);
  return team;
}

/**
 * PUT /api/Team/Season: registers the team for a season in a division, copying the squad of
 * `copyPlayersFromSeasonId` into a new (or empty) registration. Re-adding restores a removed one.
 */
export async function addTeamSeason(
  ctx: AppContext,
  caller: Caller,
  request: ModifyTeamSeasonRequest,
): Promise<TeamWriteResult> {
  const team = await liveTeam(ctx, request.id);
  const [season, division] = await Promise.all([
    ctx.repos.seasons.get(request.seasonId),
    ctx.repos.divisions.get(request.divisionId),
  ]);
  if (!season || season.deleted) throw notFound('Season not found');
  if (!division || division.deleted) throw badRequest('divisionId: Division not found');
  await assertNameFree(ctx, [request.seasonId], team.doc.name, team.id, 'seasonId');
  const stamp = stampOf(ctx, caller);
  const copyFrom = request.copyPlayersFromSeasonId;
  const copied = copyFrom
    ? (team.doc.seasons.find((ts) => ts.seasonId === copyFrom)?.players ?? [])
        .filter((p) => !p.deleted)
        .map((p) => ({ ...p }))
    : [];
  const copiedText = copyFrom ? `, ${copied.length} players copied` : '';

  const existing = team.doc.seasons.find((ts) => ts.seasonId === request.seasonId);
  let message: string;
  let seasons: TeamSeasonDoc[];
  if (existing) {
    const fill = copyFrom !== null && existing.players.every((p) => p.deleted);
    message = `Season already exists${fill ? copiedText : ''}`;
    seasons = team.doc.seasons.map((ts) =>
      ts === existing
        ? {
            ...ts,
            deleted: null,
            remover: null,
            players: fill ? copied : ts.players,
            ...nestedStamp(stamp, ts),
          }
        : ts,
    );
  } else {
    message = `Season added to the ${team.doc.name} team${copiedText}`;
    seasons = [...team.doc.seasons, newTeamSeason(request.seasonId, request.divisionId, copied, stamp)];
  }
  const stored = await ctx.repos.teams.replace(team, { ...team.doc, seasons }, stamp);
  return { stored, messages: [message] };
}

/** DELETE /api/Team/{id}/{seasonId}: removes the team from one season only (soft). */
export async function removeTeamSeason(
  ctx: AppContext,
  caller: Caller,
  id: string,
  seasonId: string,
): Promise<TeamWriteResult> {
  const team = await liveTeam(ctx, id);
  const matching = team.doc.seasons.filter((ts) => ts.seasonId === seasonId && !ts.deleted);
  if (matching.length === 0 && team.doc.seasons.some((ts) => !ts.deleted)) {
    throw notFound('Team allocated to other season/s');
  }
  const stamp = stampOf(ctx, caller);
  const seasons = team.doc.seasons.map((ts) =>
    matching.includes(ts) ? { ...ts, ...removedStamp(stamp, ts) } : ts,
  );
  const stored = await ctx.repos.teams.replace(team, { ...team.doc, seasons }, stamp);
  return { stored, messages: [`Removed team from ${matching.length} season/s`] };
}
