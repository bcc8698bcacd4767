import { z } from 'zod';
import { CONTROL_CHARACTER, GUID_PATTERN } from '../contract/common';
import { errorDocSchema, featureDocSchema, sessionDocSchema, userDocSchema } from './account';
import { apiKeyDocSchema } from './apiKey';
import { deliveryDocSchema, webhookDocSchema } from './webhook';
import { reminderDocSchema } from './reminder';
import { venueNightDocSchema } from './venueNight';
import { fixtureDocSchema } from './fixture';
import { divisionDocSchema, noteDocSchema, seasonDocSchema, teamDocSchema } from './league';
import { photoDocSchema } from './photo';
import { saygDocSchema } from './sayg';
import { instant, nullableText } from './fields';
import { templateDocSchema } from './template';
import { tournamentDocSchema } from './tournament';

/*
 * The schema of every stored document, by table. An import (or a check of a database) validates
 * each `doc` against its table's schema before it is stored.
 */

/** Documents of aggregates whose shape a later area defines: any JSON object until then. */
export const opaqueDocSchema = z.record(z.string(), z.unknown());
export type OpaqueDoc = z.infer<typeof opaqueDocSchema>;

export const STORED_DOCUMENT_SCHEMAS = {
  division: divisionDocSchema,
  season: seasonDocSchema,
  team: teamDocSchema,
  game: fixtureDocSchema,
  tournament: tournamentDocSchema,
  sayg: saygDocSchema,
  note: noteDocSchema,
  template: templateDocSchema,
  user: userDocSchema,
  session: sessionDocSchema,
  feature: featureDocSchema,
  error: errorDocSchema,
  photo: photoDocSchema,
  api_key: apiKeyDocSchema,
  webhook: webhookDocSchema,
  webhook_delivery: deliveryDocSchema,
  reminder: reminderDocSchema,
  venue_night: venueNightDocSchema,
} as const;

export type StoredTable = keyof typeof STORED_DOCUMENT_SCHEMAS;

/** One problem of a stored document: where (`matches.0.homeScore`) and what. */
export interface DocumentProblem {
  path: string;
  message: string;
}

/** The problems of a stored document of `table` (none when it is valid). */
export function storedDocumentProblems(table: StoredTable, doc: unknown): DocumentProblem[] {
  const result = STORED_DOCUMENT_SCHEMAS[table].safeParse(doc);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * A stored row's own columns as an import takes them: an id (a GUID in any case is kept in lower
 * case, as every reader looks it up; a session's hash as it is), instants as stamps, and names
 * without control characters. A GUID in capitals would otherwise be a second record of one id.
 */
export const storedRowIdSchema = z
  .string()
  .min(1, { message: 'must be an id' })
  .max(100, { message: 'must be an id' })
  .refine((s) => !CONTROL_CHARACTER.test(s), { message: 'must be an id' })
  .transform((s) => (GUID_PATTERN.test(s) ? s.toLowerCase() : s));

export const storedRowColumnsSchema = z.object({
  id: storedRowIdSchema,
  created: instant,
  author: nullableText,
  updated: instant,
  editor: nullableText,
  deleted: instant.nullable(),
  remover: nullableText,
});
export type StoredRowColumns = z.infer<typeof storedRowColumnsSchema>;

/** The problems of a stored row's columns (none when they are valid) and the columns as stored. */
export function storedRowColumns(
  row: unknown,
): { columns: StoredRowColumns; problems: [] } | { columns: null; problems: DocumentProblem[] } {
  const result = storedRowColumnsSchema.safeParse(row);
  if (result.success) return { columns: result.data, problems: [] };
  return {
    columns: null,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
