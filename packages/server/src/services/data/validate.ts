import {
  dataDocumentRowSchema,
  dataPhotoBlobRowSchema,
  type DataDocumentRow,
  type DataPhotoBlobRow,
  type DataTable,
} from '@darts/core/contract/data';
import { storedDocumentProblems } from '@darts/core/documents/stored';

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
  rows.forEach((row, index) => {
    const schema = table === 'photo_blob' ? dataPhotoBlobRowSchema : dataDocumentRowSchema;
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${label(row, index)}: ${issue.path.join('.') || 'row'}: ${issue.message}`);
      return;
    }
    parsedRows.push(parsed.data);
    const id = parsed.data.id;
    if (!id || id.length > 100) problems.push(`${label(row, index)}: id: must be an id`);
    if (seen.has(id.toLowerCase())) problems.push(`${label(row, index)}: id: appears more than once`);
    seen.add(id.toLowerCase());
    if (table === 'photo_blob') {
      if (!BASE64.test((parsed.data as DataPhotoBlobRow).bytes)) problems.push(`${label(row, index)}: bytes: must be base64`);
      return;
    }
    for (const problem of storedDocumentProblems(table, (parsed.data as DataDocumentRow).doc))
      problems.push(`${label(row, index)}: doc${problem.path ? `.${problem.path}` : ''}: ${problem.message}`);
  });
  if (problems.length) return { valid: null, problems };
  return { valid: { table, rows: parsedRows as never[] } as ValidRows, problems: [] };
}
