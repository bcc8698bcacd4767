import { canImportTable, isDataTable } from '@darts/core/account/dataAccess';
import type { Access } from '@darts/core/account/access';
import { DATA_TABLES, type DataDocumentRow, type DataTable } from '@darts/core/contract/data';
import type { DecodedExport } from './decode';
import { rowValidator, type ValidRow } from './validate';

/*
 * The import's first walk over the zip's rows (import.ts): every row of a chosen table checked,
 * one at a time, and only what the answer needs kept (counts, the first problems, accounts' emails):
 * never the rows themselves (docs/decisions/039).
 */

/** Problems listed in full before the rest are counted. */
export const LISTED_PROBLEMS = 50;

/** The first LISTED_PROBLEMS problems of a list, and how many there were. */
export class Problems {
  readonly listed: string[] = [];
  count = 0;
  add(problem: string): void {
    if (this.listed.length < LISTED_PROBLEMS) this.listed.push(problem);
    this.count += 1;
  }
}

export interface ImportCheck {
  /** Names in the zip that are no table of ours, in the zip's order. */
  unknownTables: string[];
  /** Rows in the zip by table, whether chosen or not. */
  held: Partial<Record<DataTable, number>>;
  /** Valid rows of the tables imported, by table. */
  valid: Partial<Record<DataTable, number>>;
  /** Entries that are no row (the decoder's), then each table's problems, in DATA_TABLES order. */
  problems: Problems[];
  /** The accounts' ids and emails (import.ts keeps some of them). */
  accounts: { id: string; email: string }[];
  /** The session ids of the zip (the caller's is never replaced). */
  sessions: Set<string>;
}

/** Whether a chosen table is imported: the caller may import it. */
export const imported = (access: Access, chosen: readonly DataTable[], table: DataTable) =>
  chosen.includes(table) && canImportTable(access, table);

/** Walks the rows once, checking those of the tables imported. */
export async function checkRows(decoded: DecodedExport, access: Access, chosen: readonly DataTable[]): Promise<ImportCheck> {
  const entryProblems = new Problems();
  const byTable = new Map<DataTable, Problems>(DATA_TABLES.map((t) => [t, new Problems()]));
  const check: ImportCheck = { unknownTables: [], held: {}, valid: {}, problems: [], accounts: [], sessions: new Set() };
  const validators = new Map<DataTable, ReturnType<typeof rowValidator>>();
  for await (const item of decoded.rows()) {
    if ('problem' in item) {
      entryProblems.add(item.problem);
      continue;
    }
    const { table } = item;
    if (!isDataTable(table)) {
      if (!check.unknownTables.includes(table)) check.unknownTables.push(table);
      continue;
    }
    const index = check.held[table] ?? 0;
    check.held[table] = index + 1;
    if (!imported(access, chosen, table)) continue;
    let validate = validators.get(table);
    if (!validate) validators.set(table, (validate = rowValidator(table)));
    const checked = validate(item.row, index);
    if ('problems' in checked) {
      for (const problem of checked.problems) byTable.get(table)!.add(problem);
      continue;
    }
    check.valid[table] = (check.valid[table] ?? 0) + 1;
    if (table === 'user') check.accounts.push({ id: checked.valid.id, email: emailOf(checked.valid) });
    if (table === 'session') check.sessions.add(checked.valid.id);
  }
  const fromDecoder = new Problems();
  for (const m of decoded.messages) if (m.startsWith('ERROR: ')) fromDecoder.add(m.slice(7));
  check.problems = [fromDecoder, entryProblems, ...byTable.values()];
  return check;
}

const emailOf = (row: ValidRow) =>
  String((row as DataDocumentRow).doc.emailAddress ?? '').trim().toLowerCase();

/** Every problem's line, the first LISTED_PROBLEMS listed ("ERROR: ..."), the rest counted. */
export function problemLines(lists: readonly Problems[]): string[] {
  const listed = lists.flatMap((l) => l.listed).slice(0, LISTED_PROBLEMS);
  const count = lists.reduce((n, l) => n + l.count, 0);
  const lines = listed.map((p) => `ERROR: ${p}`);
  if (count > LISTED_PROBLEMS) lines.push(`ERROR: and ${count - LISTED_PROBLEMS} more`);
  return lines;
}
