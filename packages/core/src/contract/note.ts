import { z } from 'zod';
import { auditSchema, lastUpdatedSchema } from './common';
import { calendarDate, optionalId, requiredId, requiredText } from './fields';

/*
 * Fixture-date notes (FixtureDateNoteDto): markdown shown on a date of the fixtures tab, for one
 * division or (divisionId null) for all of them.
 */

export const noteSchema = auditSchema.extend({
  id: z.string(),
  date: z.string(),
  note: z.string(),
  seasonId: z.string(),
  divisionId: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const NOTE_MAX_LENGTH = 5000;
/** The name a note's messages give it ("Note deleted"; the league's words, decision 021). */
export const NOTE_TYPE = 'Note';

/** POST /api/Note (create) and PUT /api/Note/{id} (edit, with `lastUpdated`). */
export const editNoteRequestSchema = z.object({
  date: calendarDate('You must enter a date'),
  note: requiredText('note', 'You must enter a note', NOTE_MAX_LENGTH, { multiline: true }),
  seasonId: requiredId('Select a season first'),
  divisionId: optionalId,
  lastUpdated: lastUpdatedSchema,
});
export type EditNoteRequest = z.infer<typeof editNoteRequestSchema>;
