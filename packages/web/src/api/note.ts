import type { EditNoteRequest, Note } from '@darts/core/contract/note';
import { command, http, segment } from './client';

/** Fixture-date notes. */
export const noteApi = {
  forSeason: async (seasonId: string) => (await http.get<Note[]>(`/api/Note/${segment(seasonId)}`)) ?? [],
  create: (request: EditNoteRequest) => command<Note>('POST', '/api/Note', request),
  update: (id: string, request: EditNoteRequest) => command<Note>('PUT', `/api/Note/${segment(id)}`, request),
  delete: (id: string) => command<Note>('DELETE', `/api/Note/${segment(id)}`),
};
