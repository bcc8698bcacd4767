import { randomUUID } from 'node:crypto';
import type { EditDivisionRequest } from '@darts/core/contract/division';
import type { Stored } from '#server/db/documents';
import type { DivisionDoc } from '#server/db/docs';
import type { AppContext } from '#server/context';
import type { Caller } from '#server/auth/guard';
import { notFound } from '#server/errors';
import { stampOf } from './league';

export interface SaveResult<T> {
  stored: Stored<T>;
  created: boolean;
}

/**
 * Creates a division (no id, or an unknown one: the server picks the id) or edits one with the
 * `updated` it last read.
 */
export async function saveDivision(
  ctx: AppContext,
  caller: Caller,
  request: EditDivisionRequest,
): Promise<SaveResult<DivisionDoc>> {
  const existing = request.id ? await ctx.repos.divisions.get(request.id) : null;
  const doc: DivisionDoc = { name: request.name, superleague: request.superleague };
  const stamp = stampOf(ctx, caller);
  const result = existing
    ? { stored: await ctx.repos.divisions.update(existing, doc, stamp, request.lastUpdated), created: false }
    : { stored: await ctx.repos.divisions.insert(randomUUID(), doc, stamp), created: true };
  return result;
}

/** Soft-deletes a division (404 when unknown or already deleted). */
export async function deleteDivision(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Stored<DivisionDoc>> {
  const existing = await ctx.repos.divisions.get(id);
  if (!existing || existing.deleted) throw notFound('Division not found');
  const deleted = await ctx.repos.divisions.softDelete(existing, stampOf(ctx, caller));
  return deleted;
}
