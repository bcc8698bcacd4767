import type { Note } from '@darts/core/contract/note';
import type { NoteDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';

export function presentNote(stored: Stored<NoteDoc>): Note {
  return {
    id: stored.id,
    date: stored.doc.date,
    note: stored.doc.note,
    seasonId: stored.doc.seasonId,
    divisionId: stored.doc.divisionId,
    ...auditOf(stored),
  };
}
