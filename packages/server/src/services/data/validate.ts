import {
  dataDocumentRowSchema,
  dataPhotoBlobRowSchema,
  type DataDocumentRow,
  type DataPhotoBlobRow,
  type DataTable,
} from '@darts/core/contract/data';
import { storedDocumentProblems, storedRowColumns, storedRowIdSchema } from '@darts/core/documents/stored';

/*
 * Every imported row is checked before anything is written: the row's columns
 * (contract/data.ts) and its document against the table's stored schema (core documents/stored.ts).
 */

export type ValidRows =
  | { table: 'photo_blob'; rows: DataPhotoBlobRow[] }
  | { table: Exclude<DataTable, 'photo_blob'>; rows: DataDocumentRow[] };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The table's rows when every one is valid, else the problems ("{table}/{id}: {where}: {what}"). */
export function validateRows(
  table: DataTable,
  rows: readonly unknown[],
): { valid: ValidRows; problems: [] } | { valid: null; problems: string[] } {
  const problems: string[] = [];
  const seen = new Set<string>();
  const parsedRows: unknown[] = [];
  const label = (row: unknown, index: number) => {
    const id = (row as { id?: unknown } | null)?.id;
    return `${table}/${typeof id === 'string' && id ? id : `#${index + 1}`}`;
  };
  /** Keeps a row; its id (as stored) may appear once. */
  const remember = (at: string, row: { id: string }) => {
    if (seen.has(row.id.toLowerCase())) problems.push(`${at}: id: appears more than once`);
    seen.add(row.id.toLowerCase());
    parsedRows.push(row);
  };
  rows.forEach((row, index) => {
    const schema = table === 'photo_blob' ? dataPhotoBlobRowSchema : dataDocumentRowSchema;
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${label(row, index)}: ${issue.path.join('.') || 'row'}: ${issue.message}`);
      return;
    }
    const at = label(row, index);
    if (table === 'photo_blob') {
      const blob = parsed.data as DataPhotoBlobRow;
      const id = storedRowIdSchema.safeParse(blob.id);
      if (!BASE64.test(blob.bytes)) problems.push(`${at}: bytes: must be base64`);
      if (id.success) remember(at, { ...blob, id: id.data });
      else problems.push(`${at}: id: must be an id`);
      return;
    }
    // The row's own columns as stored: a GUID id in lower case, stamps that are instants.
    const columns = storedRowColumns(parsed.data);
    for (const problem of columns.problems) problems.push(`${at}: ${problem.path || 'row'}: ${problem.message}`);
    for (const problem of storedDocumentProblems(table, (parsed.data as DataDocumentRow).doc))
      problems.push(`${at}: doc${problem.path ? `.${problem.path}` : ''}: ${problem.message}`);
    if (columns.columns) remember(at, { ...(parsed.data as DataDocumentRow), ...columns.columns });
  });
  if (problems.length) return { valid: null, problems };
  return { valid: { table, rows: parsedRows as never[] } as ValidRows, problems: [] };
}
