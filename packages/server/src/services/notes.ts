import { randomUUID } from 'node:crypto';
import { NOTE_TYPE, type EditNoteRequest } from '@darts/core/contract/note';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { NoteDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import { stampOf } from './league';

export { NOTE_TYPE };

async function noteDoc(ctx: AppContext, request: EditNoteRequest): Promise<NoteDoc> {
  const season = await ctx.repos.seasons.get(request.seasonId);
  if (!season || season.deleted) throw badRequest('seasonId: Season not found');
  if (request.divisionId) {
    const division = await ctx.repos.divisions.get(request.divisionId);
    if (!division || division.deleted) throw badRequest('divisionId: Division not found');
  }
  return { seasonId: season.id, divisionId: request.divisionId, date: request.date, note: request.note };
}

/** The season's notes, by date. */
export async function seasonNotes(ctx: AppContext, seasonId: string): Promise<Stored<NoteDoc>[]> {
  const notes = await ctx.repos.notes.list({ column: 'season_id', value: seasonId });
  return notes.sort((a, b) => (a.doc.date < b.doc.date ? -1 : a.doc.date > b.doc.date ? 1 : 0));
}

/**
 * GET /api/Note/{id}: the note with that id (deleted ones too, with their remover), else the live
 * notes of the season with that id (docs/decisions/032).
 */
export async function noteOrSeasonNotes(
  ctx: AppContext,
  id: string,
): Promise<Stored<NoteDoc> | Stored<NoteDoc>[]> {
  return (await ctx.repos.notes.get(id)) ?? seasonNotes(ctx, id);
}

/** POST /api/Note: a new note (the server picks its id). */
export async function createNote(
  ctx: AppContext,
  caller: Caller,
  request: EditNoteRequest,
): Promise<Stored<NoteDoc>> {
  const doc = await noteDoc(ctx, request);
  return ctx.repos.notes.insert(randomUUID(), doc, stampOf(ctx, caller));
}

/** PUT /api/Note/{id}: edits a note with the `updated` it last read (404 when unknown). */
export async function updateNote(
  ctx: AppContext,
  caller: Caller,
  id: string,
  request: EditNoteRequest,
): Promise<Stored<NoteDoc>> {
  const existing = await ctx.repos.notes.get(id);
  if (!existing) throw notFound(`${NOTE_TYPE} not found`);
  const doc = await noteDoc(ctx, request);
  return ctx.repos.notes.update(existing, doc, stampOf(ctx, caller), request.lastUpdated);
}

/** DELETE /api/Note/{id}: soft delete (404 when unknown or already deleted). */
export async function deleteNote(ctx: AppContext, caller: Caller, id: string): Promise<Stored<NoteDoc>> {
  const existing = await ctx.repos.notes.get(id);
  if (!existing || existing.deleted) throw notFound(`${NOTE_TYPE} not found`);
  return ctx.repos.notes.softDelete(existing, stampOf(ctx, caller));
}
