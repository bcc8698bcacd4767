import { canImportTable, isDataTable } from '@darts/core/account/dataAccess';
import type { Access } from '@darts/core/account/access';
import { DATA_MESSAGES, DATA_TABLES, type DataDocumentRow, type DataTable } from '@darts/core/contract/data';
import { formatDate } from '@darts/core/league/dates';
import type { AppContext } from '#server/context';
import { ApiError } from '#server/errors';
import { findUserByEmail } from '../accounts';
import { decodeExport, type DecodedExport } from './decode';
import { documentRepository } from './tables';
import { validateRows, type ValidRows } from './validate';
import { readZipEntries } from './zipRead';

/*
 * Import (POST /api/Data/Import, `npm run admin -- restore`): the zip is read within limits, decoded
 * (decode.ts: ours or the original's), every row validated, and only then written, all in one
 * transaction. A dry run (the default) validates and counts but writes nothing. Its messages are in
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

/** Problems listed in full before the rest are counted. */
const LISTED_PROBLEMS = 50;
export const NOTHING_IMPORTED = 'Nothing was imported: the zip holds rows that are not valid';

export async function importData(
  ctx: AppContext,
  access: Access,
  zip: Buffer,
  options: ImportOptions,
): Promise<ImportAnswer> {
  const entries = await readZipEntries(zip, options.maxZipBytes);
  // The clock is the context's: an original row without dates is stamped now (decode.ts).
  const decoded = await decodeExport(entries, options.password || undefined, ctx.now());
  const messages: string[] = [];
  const warnings: string[] = [];
  const origin = decoded.origin;
  if (origin)
    messages.push(
      `Processing data from ${origin.hostname ?? 'unknown'} exported on ${origin.created ? formatDate(origin.created, { weekday: false, padDay: true }) : 'an unknown date'} by ${origin.creator ?? 'unknown'}`,
    );
  // The decoder's ERROR lines are listed with the rows' problems below.
  messages.push(...decoded.messages.filter((m) => !m.startsWith('ERROR: ')));
  if (origin?.partialTables.length) {
    messages.push(`This is a partial export of ${origin.partialTables.join(', ')}`);
    if (options.purgeData) throw new ApiError(400, [DATA_MESSAGES.purgeNotPermitted], warnings, messages);
  }
  for (const name of Object.keys(decoded.tables))
    if (!isDataTable(name)) warnings.push(`Skipping ${name}: not a table of this league`);

  // Sessions come back only when chosen by name: an old session signs someone in again (docs/decisions/027).
  const chosen = DATA_TABLES.filter((t) =>
    options.tables.length === 0 ? t !== 'session' : options.tables.includes(t),
  );
  if (!chosen.includes('session') && decoded.tables.session?.length && canImportTable(access, 'session'))
    warnings.push(SESSIONS_NOT_CHOSEN);
  const tables: ValidRows[] = [];
  const problems = decoded.messages.filter((m) => m.startsWith('ERROR: ')).map((m) => m.slice(7));
  for (const table of chosen) {
    const rows = decoded.tables[table] ?? [];
    if (!canImportTable(access, table)) {
      if (rows.length || options.tables.includes(table)) warnings.push(`Not permitted to import ${table}: skipped`);
      continue;
    }
    const checked = validateRows(table, rows);
    if (checked.valid) tables.push(checked.valid);
    else problems.push(...checked.problems);
  }
  if (problems.length) {
    messages.push(...problems.slice(0, LISTED_PROBLEMS).map((p) => `ERROR: ${p}`));
    if (problems.length > LISTED_PROBLEMS) messages.push(`ERROR: and ${problems.length - LISTED_PROBLEMS} more`);
    throw new ApiError(400, [NOTHING_IMPORTED], warnings, messages);
  }

  for (const valid of tables) {
    if (valid.table === 'user') valid.rows = await keptAccounts(ctx, valid.rows, options.caller, warnings);
    if (valid.table === 'session') valid.rows = valid.rows.filter((row) => row.id !== options.caller?.sessionId);
  }

  const dry = options.dryRun ? 'DRY RUN: ' : '';
  const counts: Record<string, number> = {};
  const writes: { valid: ValidRows; purge: boolean }[] = [];
  for (const valid of tables) {
    // A purge empties the tables the export covered: a table it never held is left alone.
    const purge = options.purgeData && covers(decoded, valid.table);
    if (purge) messages.push(`${dry}Purging data in ${valid.table}`);
    else if (!valid.rows.length) continue;
    messages.push(`${dry}Importing data into ${valid.table} (${valid.rows.length} record/s)`);
    counts[valid.table] = valid.rows.length;
    writes.push({ valid, purge });
  }
  // One import, one transaction: all of it or none of it, on both databases (docs/decisions/039).
  if (!options.dryRun)
    await ctx.repos.transaction(async (repos) => {
      for (const { valid, purge } of writes) await writeTable(repos, valid, purge, callersRows(valid.table, options.caller));
    });
  // Imported rows skip the write hook; every cache on every instance is evicted once instead.
  if (!options.dryRun) ctx.divisionCache.evictAll();
  return { tables: counts, messages, warnings };
}

/** Whether the export held the table: named in its meta.json, or holding rows of it. */
function covers(decoded: DecodedExport, table: DataTable): boolean {
  const exported = decoded.origin ? decoded.origin.exportedTables : Object.keys(decoded.tables);
  return !exported || exported.includes(table);
}

export const SESSIONS_NOT_CHOSEN = 'Skipping session: sessions are imported only when the session table is chosen';

/**
 * The person importing keeps their own account as it is (an export may hold it with fewer flags),
 * and an account whose email another account already holds (under another id) is left out: the
 * existing account, its password and the person restoring stay signed in (docs/decisions/027).
 */
async function keptAccounts(
  ctx: AppContext,
  rows: DataDocumentRow[],
  caller: ImportCaller | undefined,
  warnings: string[],
): Promise<DataDocumentRow[]> {
  const kept: DataDocumentRow[] = [];
  for (const row of rows) {
    const email = String(row.doc.emailAddress ?? '').trim().toLowerCase();
    if (row.id === caller?.userId) {
      warnings.push(`Skipping your own account (${email}): it stays as it is`);
      continue;
    }
    const holder = await findUserByEmail(ctx, email);
    if (holder && holder.id !== row.id) warnings.push(`Skipping the account of ${email}: another account has this email`);
    else kept.push(row);
  }
  return kept;
}

/** The rows of a table a purge keeps: the caller's own account and session. */
function callersRows(table: DataTable, caller: ImportCaller | undefined): string[] {
  if (table === 'user' && caller) return [caller.userId];
  if (table === 'session' && caller?.sessionId) return [caller.sessionId];
  return [];
}

/** One table's purge (when asked, keeping `keep`) and its rows, inside the import's transaction. */
async function writeTable(
  repos: AppContext['repos'],
  valid: ValidRows,
  purge: boolean,
  keep: readonly string[],
): Promise<void> {
  if (valid.table === 'photo_blob') {
    if (purge) await repos.photoBlobs.purge();
    for (const row of valid.rows)
      await repos.photoBlobs.put(row.id, { bytes: Buffer.from(row.bytes, 'base64'), contentType: row.contentType });
    return;
  }
  const repo = documentRepository({ repos }, valid.table);
  if (purge) await repo.purge(keep);
  await repo.restore(valid.rows);
}
