import { randomUUID } from 'node:crypto';
import type { EditSeasonRequest } from '@darts/core/contract/season';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { SeasonDoc, TeamDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import type { SaveResult } from './divisions';
import { stampOf } from './league';

export const SEASON_TO_COPY_NOT_FOUND = 'Could not find season to copy teams from';

export interface SeasonSaveResult extends SaveResult<SeasonDoc> {
  messages: string[];
}

async function assertDivisionsExist(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const divisions = await Promise.all(ids.map((id) => ctx.repos.divisions.get(id)));
  const missing = ids.filter((_, i) => !divisions[i] || divisions[i]!.deleted);
  if (missing.length > 0) throw badRequest(...missing.map((id) => `divisionIds: Division ${id} not found`));
}

/**
 * Registers every team of `fromSeasonId` for `toSeasonId`, in the same division, with its current
 * (non-deleted) players. Returns how many teams were copied and how many there were.
 */
async function copyTeams(
  ctx: AppContext,
  fromSeasonId: string,
  toSeasonId: string,
  stamp: Stamp,
): Promise<{ copied: number; total: number }> {
  const teams = await ctx.repos.teams.list();
  let copied = 0;
  let total = 0;
  for (const team of teams) {
    const from = team.doc.seasons.find((ts) => ts.seasonId === fromSeasonId && !ts.deleted);
    if (!from) continue;
    total++;
    if (team.doc.seasons.some((ts) => ts.seasonId === toSeasonId)) continue;
    const now = stamp.now.toISOString();
    const doc: TeamDoc = {
      ...team.doc,
      seasons: [
        ...team.doc.seasons,
        {
          id: randomUUID(),
          seasonId: toSeasonId,
          divisionId: from.divisionId,
          deleted: null,
          players: from.players.filter((p) => !p.deleted).map((p) => ({ ...p })),
          created: now,
          author: stamp.name,
          updated: now,
          editor: stamp.name,
        },
      ],
    };
    try {
      await ctx.repos.teams.replace(team, doc, stamp);
      copied++;
    } catch {
      // Changed by someone else meanwhile: counted as not copied.
    }
  }
  return { copied, total };
}

/**
 * Creates a season (copying the teams of `copyTeamsFromSeasonId` when given) or edits one with the
 * `updated` it last read. Every division must exist.
 */
export async function saveSeason(
  ctx: AppContext,
  caller: Caller,
  request: EditSeasonRequest,
): Promise<SeasonSaveResult> {
  await assertDivisionsExist(ctx, request.divisionIds);
  const existing = request.id ? await ctx.repos.seasons.get(request.id) : null;
  const stamp = stampOf(ctx, caller);
  const doc: SeasonDoc = {
    ...(existing?.doc ?? {}),
    name: request.name,
    startDate: request.startDate,
    endDate: request.endDate,
    divisionIds: request.divisionIds,
  };
  if (existing) {
    const stored = await ctx.repos.seasons.update(existing, doc, stamp, request.lastUpdated);
    return { stored, created: false, messages: ['Season updated'] };
  }

  const copyFrom = request.copyTeamsFromSeasonId
    ? await ctx.repos.seasons.get(request.copyTeamsFromSeasonId)
    : null;
  if (request.copyTeamsFromSeasonId && (!copyFrom || copyFrom.deleted)) {
    throw badRequest(`copyTeamsFromSeasonId: ${SEASON_TO_COPY_NOT_FOUND}`);
  }
  const stored = await ctx.repos.seasons.insert(randomUUID(), doc, stamp);
  const messages = ['Season created'];
  if (copyFrom) {
    const { copied, total } = await copyTeams(ctx, copyFrom.id, stored.id, stamp);
    messages.push(`Copied ${copied} of ${total} team/s from other season`);
  }
  return { stored, created: true, messages };
}

/** Soft-deletes a season (404 when unknown or already deleted). */
export async function deleteSeason(ctx: AppContext, caller: Caller, id: string): Promise<Stored<SeasonDoc>> {
  const existing = await ctx.repos.seasons.get(id);
  if (!existing || existing.deleted) throw notFound('Season not found');
  const deleted = await ctx.repos.seasons.softDelete(existing, stampOf(ctx, caller));
  return deleted;
}
