import type { Envelope } from '../envelope';
import type { EditNoteRequest, Note } from '../note';
import { route } from './route';

/** Fixture-date notes (packages/server/src/routes/note). */
export const NOTE_ROUTES = {
  /** A season's notes (or, given a note's id, that note). */
  forSeason: route<Note[]>()('GET', '/api/Note/:seasonId'),
  create: route<Envelope<Note>, EditNoteRequest>()('POST', '/api/Note', '/api/Note/'),
  update: route<Envelope<Note>, EditNoteRequest>()('PUT', '/api/Note/:id'),
  delete: route<Envelope<Note>>()('DELETE', '/api/Note/:id'),
} as const;
