import { readFile, rename, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { fullAccess } from '@darts/core/account/access';
import { closeContext, createContext } from '#server/app';
import { loadConfig } from '#server/config';
import { ApiError } from '#server/errors';
import { exportData, MAX_EXPORT_BYTES } from '#server/services/data/export';
import { importData } from '#server/services/data/import';

/*
 * Backups for cron (README, "Backups"): `backup` exports every table, deleted rows too, to a file;
 * `restore` imports one (a dry run with --dry-run). Both as an administrator holding every flag.
 */

export const BACKUP_USAGE = `       npm run admin -- backup --out FILE [--password P]
       npm run admin -- restore FILE [--password P] [--dry-run]`;

const AS = 'backup';

type Out = Pick<Console, 'log' | 'error'>;

export async function runBackup(
  args: string[],
  env: Record<string, string | undefined>,
  out: Out,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.out) {
    out.error(`--out FILE is required\n\n${BACKUP_USAGE}`);
    return 2;
  }
  const ctx = await createContext(loadConfig({ ...env, SEED: 'none' }));
  try {
    const answer = await exportData(
      ctx,
      { name: AS, access: fullAccess() },
      { password: values.password ?? '', includeDeletedEntries: true, tables: {} },
    );
    // Written beside, then renamed: a backup cut short never replaces a good file.
    await writeFile(`${values.out}.partial`, answer.zip);
    await rename(`${values.out}.partial`, values.out);
    const rows = Object.values(answer.tables).reduce((a, b) => a + b, 0);
    out.log(
      `Backed up ${rows} rows of ${Object.keys(answer.tables).length} tables to ${values.out} (${answer.zip.length} bytes)`,
    );
    return 0;
  } finally {
    await closeContext(ctx);
  }
}

export async function runRestore(
  args: string[],
  env: Record<string, string | undefined>,
  out: Out,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { password: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    out.error(`restore takes one FILE\n\n${BACKUP_USAGE}`);
    return 2;
  }
  const zip = await readFile(file);
  const ctx = await createContext(loadConfig({ ...env, SEED: 'none' }));
  try {
    const answer = await importData(ctx, fullAccess(), zip, {
      password: values.password ?? '',
      dryRun: values['dry-run'] === true,
      purgeData: false,
      tables: [],
      maxZipBytes: MAX_EXPORT_BYTES,
    });
    for (const line of [...answer.messages, ...answer.warnings]) out.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const line of [...error.messages, ...error.warnings, ...error.errors]) out.error(line);
    return 1;
  } finally {
    await closeContext(ctx);
  }
}
