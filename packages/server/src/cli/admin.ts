import { parseArgs } from 'node:util';
import { closeContext, createContext } from '#server/app';
import { ConfigError, loadConfig } from '#server/config';
import { ApiError } from '#server/errors';
import { ensureUser, parseAccessList } from '#server/services/accounts';
import { BACKUP_USAGE, runBackup, runRestore } from './backup';

const USAGE = `Usage: npm run admin -- create-user --email E --password P --name N [--access flag,flag | all]
${BACKUP_USAGE}

create-user makes the account, or updates its name, password and access flags; backup writes every
table (deleted rows too) to a zip, restore imports one. All act on the database the environment
names (DATABASE_URL, or the SQLite file in DATA_DIR).`;

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'backup') return runBackup(rest, env, out);
  if (command === 'restore') return runRestore(rest, env, out);
  if (command !== 'create-user') {
    out.error(USAGE);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      access: { type: 'string' },
    },
    strict: true,
  });
  const problems = [
    !values.email?.includes('@') && '--email must be an email address',
    (values.password?.length ?? 0) < 8 && '--password must be at least 8 characters',
    !values.name?.trim() && '--name is required',
  ].filter(Boolean);
  if (problems.length) {
    out.error(`${problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  let access;
  try {
    access = parseAccessList(values.access);
  } catch (error) {
    out.error(error instanceof ApiError ? error.errors.join('\n') : String(error));
    return 2;
  }
  const ctx = await createContext(loadConfig({ ...env, SEED: 'none' }));
  try {
    const { user, created } = await ensureUser(ctx, {
      email: values.email!,
      password: values.password!,
      name: values.name!.trim(),
      access,
    });
    const granted = Object.entries(user.doc.access)
      .filter(([, on]) => on)
      .map(([flag]) => flag);
    out.log(
      `${created ? 'Created' : 'Updated'} ${user.doc.emailAddress} (${user.doc.name}) with access: ${granted.join(', ') || 'none'}`,
    );
    return 0;
  } finally {
    await closeContext(ctx);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  runAdmin(process.argv.slice(2), process.env)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
