import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { seasonIdParamsSchema } from '@darts/core/contract/fields';
import { editNoteRequestSchema, noteSchema } from '@darts/core/contract/note';
import { NOTE_ROUTES } from '@darts/core/contract/routes/note';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentNote } from '#server/presenters/note';
import { createNote, deleteNote, NOTE_TYPE, noteOrSeasonNotes, updateNote } from '#server/services/notes';
import { serve } from '../serve';

const noteEnvelope = envelopeSchema(noteSchema);

export const noteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      NOTE_ROUTES.forSeason,
      {
        schema: {
          tags: ['Note'],
          summary:
            "A note by its id (deleted ones too); otherwise the id is a season's and the answer is its live notes, by date (docs/decisions/032)",
          params: seasonIdParamsSchema,
          response: { 200: z.union([noteSchema, z.array(noteSchema)]) },
        },
      },
      async (request) => {
        const found = await noteOrSeasonNotes(ctx, request.params.seasonId);
        return Array.isArray(found) ? found.map(presentNote) : presentNote(found);
      },
    );

    serve(
      app,
      NOTE_ROUTES.create,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Note'],
          summary: 'Create a fixture-date note (manageNotes)',
          body: editNoteRequestSchema,
          response: { 200: noteEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageNotes');
        return ok(presentNote(await createNote(ctx, caller, request.body)), ['Note created']);
      },
    );

    serve(
      app,
      NOTE_ROUTES.update,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Note'],
          summary: 'Edit a fixture-date note with lastUpdated (manageNotes)',
          params: idParamsSchema,
          body: editNoteRequestSchema,
          response: { 200: noteEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageNotes');
        return ok(presentNote(await updateNote(ctx, caller, request.params.id, request.body)), [
          'Note updated',
        ]);
      },
    );

    serve(
      app,
      NOTE_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Note'],
          summary: 'Soft-delete a fixture-date note (manageNotes)',
          params: idParamsSchema,
          response: { 200: noteEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageNotes');
        return ok(presentNote(await deleteNote(ctx, caller, request.params.id)), [`${NOTE_TYPE} deleted`]);
      },
    );
  };
