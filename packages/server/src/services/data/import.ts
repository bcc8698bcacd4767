import { canImportTable, isDataTable } from '@darts/core/account/dataAccess';
import type { Access } from '@darts/core/account/access';
import {
  DATA_MESSAGES,
  DATA_TABLES,
  type DataDocumentRow,
  type DataPhotoBlobRow,
  type DataTable,
} from '@darts/core/contract/data';
import { formatDate } from '@darts/core/league/dates';
import type { AppContext } from '#server/context';
import { ApiError } from '#server/errors';
import { findUserByEmail } from '../accounts';
import { decodeExport, type DecodedExport } from './decode';
import { checkRows, imported, problemLines, type ImportCheck } from './importCheck';
import { documentRepository, type DocumentDataTable } from './tables';
import { rowValidator } from './validate';
import { zipEntries } from './zipRead';

/*
 * Import (POST /api/Data/Import, `npm run admin -- restore`): the zip is read within limits, decoded
 * (decode.ts: ours or the original's), every row validated (importCheck.ts), and only then
 * written, all in one transaction, the rows read again one at a time (docs/decisions/039). A dry run (the default) validates and counts but writes nothing. Its messages are in
 * docs/domain.md, "Data export and import".
 */

export interface ImportOptions {
  password: string;
  dryRun: boolean;
  purgeData: boolean;
  /** Tables to import; empty: every table of the zip the caller may import. */
  tables: readonly DataTable[];
  /** The largest zip taken (the upload's 30 MB unless given). */
  maxZipBytes?: number;
  /** The person importing: their account and session are never replaced nor purged (absent from the command line). */
  caller?: ImportCaller;
}

export interface ImportCaller {
  userId: string;
  sessionId: string | null;
}

export interface ImportAnswer {
  tables: Record<string, number>;
  messages: string[];
  warnings: string[];
}

export const NOTHING_IMPORTED = 'Nothing was imported: the zip holds rows that are not valid';

export async function importData(
  ctx: AppContext,
  access: Access,
  zip: Buffer,
  options: ImportOptions,
): Promise<ImportAnswer> {
  const entries = zipEntries(zip, options.maxZipBytes);
  // The clock is the context's: an original row without dates is stamped now (decode.ts).
  const decoded = await decodeExport(entries, options.password || undefined, ctx.now());
  const messages: string[] = [];
  const warnings: string[] = [];
  const origin = decoded.origin;
  messages.push(
    `Processing data from ${origin.hostname ?? 'unknown'} exported on ${origin.created ? formatDate(origin.created, { weekday: false, padDay: true }) : 'an unknown date'} by ${origin.creator ?? 'unknown'}`,
  );
  // The decoder's ERROR lines are listed with the rows' problems below.
  messages.push(...decoded.messages.filter((m) => !m.startsWith('ERROR: ')));
  if (origin.partialTables.length) {
    messages.push(`This is a partial export of ${origin.partialTables.join(', ')}`);
    if (options.purgeData) throw new ApiError(400, [DATA_MESSAGES.purgeNotPermitted], warnings, messages);
  }

  // Sessions come back only when chosen by name: an old session signs someone in again (docs/decisions/027).
  const chosen = DATA_TABLES.filter((t) =>
    options.tables.length === 0 ? t !== 'session' : options.tables.includes(t),
  );
  // The first walk checks every row and keeps none of them; the second writes them (docs/decisions/039).
  const check = await checkRows(decoded, access, chosen);
  for (const name of check.unknownTables) warnings.push(`Skipping ${name}: not a table of this league`);
  if (!chosen.includes('session') && check.held.session && canImportTable(access, 'session'))
    warnings.push(SESSIONS_NOT_CHOSEN);
  for (const table of chosen)
    if (!canImportTable(access, table) && (check.held[table] || options.tables.includes(table)))
      warnings.push(`Not permitted to import ${table}: skipped`);
  const problems = problemLines(check.problems);
  if (problems.length) {
    messages.push(...problems);
    throw new ApiError(400, [NOTHING_IMPORTED], warnings, messages);
  }

  const skipped = new Set(await skippedAccounts(ctx, check.accounts, options.caller, warnings));
  if (options.caller?.sessionId && check.sessions.has(options.caller.sessionId)) skipped.add(options.caller.sessionId);

  const dry = options.dryRun ? 'DRY RUN: ' : '';
  const counts: Record<string, number> = {};
  const purged: DataTable[] = [];
  for (const table of chosen.filter((t) => imported(access, chosen, t))) {
    const rows = (check.valid[table] ?? 0) - skippedOf(table, check, skipped);
    // A purge empties the tables the export covered: a table it never held is left alone.
    const purge = options.purgeData && (!origin.exportedTables || origin.exportedTables.includes(table));
    if (purge) messages.push(`${dry}Purging data in ${table}`);
    else if (!rows) continue;
    messages.push(`${dry}Importing data into ${table} (${rows} record/s)`);
    counts[table] = rows;
    if (purge) purged.push(table);
  }
  // One import, one transaction: all of it or none of it, on both databases (docs/decisions/039).
  if (!options.dryRun)
    await ctx.repos.transaction(async (repos) => {
      for (const table of purged) await purgeTable(repos, table, callersRows(table, options.caller));
      await writeRows(repos, decoded, (table) => table in counts, skipped);
    });
  // Imported rows skip the write hook; every cache on every instance is evicted once instead.
  if (!options.dryRun) {
    ctx.divisionCache.evictAll();
    ctx.figuresIndex.invalidate();
  }
  return { tables: counts, messages, warnings };
}

/** How many of a table's valid rows are left out (accounts kept as they are, the caller's session). */
function skippedOf(table: DataTable, check: ImportCheck, skipped: ReadonlySet<string>): number {
  if (table === 'user') return check.accounts.filter((a) => skipped.has(a.id)).length;
  if (table === 'session') return [...check.sessions].filter((id) => skipped.has(id)).length;
  return 0;
}

/** A batch of rows written together is cut after this much of their entries (a few 64 kB notes, or 100 small rows). */
const WRITE_BATCH_BYTES = 256 * 1024;
/** An original system's row is counted as this much (its size is not known). */
const UNKNOWN_ROW_BYTES = 4096;

/** The second walk: every row of a written table, checked again for its stored shape, written. */
async function writeRows(
  repos: AppContext['repos'],
  decoded: DecodedExport,
  written: (table: DataTable) => boolean,
  skipped: ReadonlySet<string>,
): Promise<void> {
  const validators = new Map<DataTable, ReturnType<typeof rowValidator>>();
  const indexes = new Map<DataTable, number>();
  const pending = new PendingRows(repos);
  for await (const item of decoded.rows()) {
    if ('problem' in item || !isDataTable(item.table) || !written(item.table)) continue;
    const table = item.table;
    let validate = validators.get(table);
    if (!validate) validators.set(table, (validate = rowValidator(table)));
    const index = indexes.get(table) ?? 0;
    indexes.set(table, index + 1);
    const checked = validate(item.row, index);
    // The first walk found every row valid; the same bytes give the same rows.
    if (!('valid' in checked)) throw new Error(`${table} row ${index} changed between the import's walks`);
    if ((table === 'user' || table === 'session') && skipped.has(checked.valid.id)) continue;
    if (table === 'photo_blob') {
      await pending.write();
      const blob = checked.valid as DataPhotoBlobRow;
      await repos.photoBlobs.put(blob.id, { bytes: Buffer.from(blob.bytes, 'base64'), contentType: blob.contentType });
      continue;
    }
    await pending.add(table, checked.valid as DataDocumentRow, item.bytes ?? UNKNOWN_ROW_BYTES);
  }
  await pending.write();
}

/**
 * Rows of one table written together, at most WRITE_BATCH_BYTES of their entries at a time: one
 * statement per 100 rows instead of one per row halves an import's writing (docs/decisions/039).
 */
class PendingRows {
  private table: DocumentDataTable | null = null;
  private rows: DataDocumentRow[] = [];
  private bytes = 0;
  private readonly repos: AppContext['repos'];

  constructor(repos: AppContext['repos']) {
    this.repos = repos;
  }

  async add(table: DocumentDataTable, row: DataDocumentRow, bytes: number): Promise<void> {
    if (table !== this.table) await this.write();
    this.table = table;
    this.rows.push(row);
    this.bytes += bytes;
    if (this.bytes >= WRITE_BATCH_BYTES) await this.write();
  }

  /** Writes the rows held. */
  async write(): Promise<void> {
    if (this.table && this.rows.length) await documentRepository({ repos: this.repos }, this.table).restore(this.rows);
    this.rows = [];
    this.bytes = 0;
  }
}

export const SESSIONS_NOT_CHOSEN = 'Skipping session: sessions are imported only when the session table is chosen';

/**
 * The person importing keeps their own account as it is (an export may hold it with fewer flags),
 * and an account whose email another account already holds (under another id) is left out: the
 * existing account, its password and the person restoring stay signed in (docs/decisions/027).
 * Answers the ids left out.
 */
async function skippedAccounts(
  ctx: AppContext,
  accounts: readonly { id: string; email: string }[],
  caller: ImportCaller | undefined,
  warnings: string[],
): Promise<string[]> {
  const skipped: string[] = [];
  for (const { id, email } of accounts) {
    if (id === caller?.userId) {
      warnings.push(`Skipping your own account (${email}): it stays as it is`);
      skipped.push(id);
      continue;
    }
    const holder = await findUserByEmail(ctx, email);
    if (holder && holder.id !== id) {
      warnings.push(`Skipping the account of ${email}: another account has this email`);
      skipped.push(id);
    }
  }
  return skipped;
}

/** The rows of a table a purge keeps: the caller's own account and session. */
function callersRows(table: DataTable, caller: ImportCaller | undefined): string[] {
  if (table === 'user' && caller) return [caller.userId];
  if (table === 'session' && caller?.sessionId) return [caller.sessionId];
  return [];
}

/** Empties a table but the rows kept, inside the import's transaction. */
async function purgeTable(repos: AppContext['repos'], table: DataTable, keep: readonly string[]): Promise<void> {
  if (table === 'photo_blob') await repos.photoBlobs.purge();
  else await documentRepository({ repos }, table).purge(keep);
}
