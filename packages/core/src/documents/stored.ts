import { z } from 'zod';
import { errorDocSchema, featureDocSchema, sessionDocSchema, userDocSchema } from './account';
import { gameDocSchema } from './game';
import { divisionDocSchema, noteDocSchema, seasonDocSchema, teamDocSchema } from './league';
import { photoDocSchema } from './photo';
import { saygDocSchema } from './sayg';
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
  game: gameDocSchema,
  tournament: tournamentDocSchema,
  sayg: saygDocSchema,
  note: noteDocSchema,
  template: templateDocSchema,
  user: userDocSchema,
  session: sessionDocSchema,
  feature: featureDocSchema,
  error: errorDocSchema,
  photo: photoDocSchema,
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
