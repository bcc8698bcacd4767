import type { EditNoteRequest } from '@darts/core/contract/note';
import { NOTE_ROUTES } from '@darts/core/contract/routes/note';
import { call, commandTo } from './client';

/** Fixture-date notes. */
export const noteApi = {
  forSeason: async (seasonId: string) => (await call(NOTE_ROUTES.forSeason, { params: { seasonId } })) ?? [],
  create: (body: EditNoteRequest) => commandTo(NOTE_ROUTES.create, { body }),
  update: (id: string, body: EditNoteRequest) => commandTo(NOTE_ROUTES.update, { params: { id }, body }),
  delete: (id: string) => commandTo(NOTE_ROUTES.delete, { params: { id } }),
};
