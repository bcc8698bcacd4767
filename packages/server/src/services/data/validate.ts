import {
  dataDocumentRowSchema,
  dataPhotoBlobRowSchema,
  type DataDocumentRow,
  type DataPhotoBlobRow,
  type DataTable,
} from '@darts/core/contract/data';
import { JSON_LIMITS, jsonShapeProblem } from '@darts/core/contract/jsonShape';
import { importRowName, importRowProblem } from '@darts/core/documents/importProblems';
import { storedDocumentProblems, storedRowColumns, storedRowIdSchema } from '@darts/core/documents/stored';

/*
 * Every imported row is checked before anything is written (import.ts): the row's columns
 * (contract/data.ts) and its document against the table's stored schema (core documents/stored.ts).
 * Each problem names the table and the row and is worded for a person (core documents/importProblems.ts).
 */

/** A valid row as stored: a photo's bytes, or a document. */
export type ValidRow = DataPhotoBlobRow | DataDocumentRow;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks a table's rows one at a time, in the zip's order (`index` counts from 0): the row as
 * stored, or its problems ("{table} {id}: {what, in the league's words}"). An id may appear once.
 */
export function rowValidator(table: DataTable): (row: unknown, index: number) => { valid: ValidRow } | { problems: string[] } {
  const seen = new Set<string>();
  /** The row as a person finds it in the zip: its id as written there, when it is an id at all. */
  const label = (row: unknown, index: number) => {
    const id = (row as { id?: unknown } | null)?.id;
    return importRowName(table, storedRowIdSchema.safeParse(id).success ? (id as string) : null, index);
  };
  return (row, index) => {
    const problems: string[] = [];
    const problem = (at: string, path: string | readonly PropertyKey[], message: string) =>
      problems.push(importRowProblem(at, typeof path === 'string' ? path : path.map(String), message));
    let kept: ValidRow | null = null;
    /** Keeps a row; its id (as stored) may appear once. */
    const remember = (at: string, valid: ValidRow) => {
      if (seen.has(valid.id.toLowerCase())) problem(at, 'id', 'is used by another row too');
      seen.add(valid.id.toLowerCase());
      kept = valid;
    };
    // Rows may nest as deep as their schemas allow (a tournament's rounds are checked as such).
    const tooBig = jsonShapeProblem(row, { ...JSON_LIMITS, maxDepth: Infinity });
    if (tooBig) {
      problem(label(row, index), tooBig.path, tooBig.message);
      return { problems };
    }
    const schema = table === 'photo_blob' ? dataPhotoBlobRowSchema : dataDocumentRowSchema;
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(label(row, index), issue.path, issue.message);
      return { problems };
    }
    const at = label(row, index);
    if (table === 'photo_blob') {
      const blob = parsed.data as DataPhotoBlobRow;
      const id = storedRowIdSchema.safeParse(blob.id);
      if (!BASE64.test(blob.bytes)) problem(at, 'bytes', 'must be written in base64');
      if (id.success) remember(at, { ...blob, id: id.data });
      else problem(at, 'id', 'must be an id');
    } else {
      // The row's own columns as stored: a GUID id in lower case, stamps that are instants.
      const columns = storedRowColumns(parsed.data);
      for (const column of columns.problems) problem(at, column.path, column.message);
      for (const inDoc of storedDocumentProblems(table, (parsed.data as DataDocumentRow).doc))
        problem(at, `doc.${inDoc.path}`, inDoc.message);
      if (columns.columns) remember(at, { ...(parsed.data as DataDocumentRow), ...columns.columns });
    }
    return problems.length || !kept ? { problems } : { valid: kept };
  };
}
