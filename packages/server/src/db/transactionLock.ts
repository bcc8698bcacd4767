import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The first key of these advisory locks ('lock'); the second is the schema and the lock's name. */
const LOCK_CLASS = 0x6c6f636b;

/**
 * Makes the transaction `trx` the only one holding the lock `name` until it ends, so a rule that
 * reads several rows before it writes (the last full administrator, services/accounts.ts) sees
 * every other such change committed. PostgreSQL: a transaction advisory lock per schema. SQLite:
 * nothing to do, the driver runs one transaction at a time on its one connection.
 */
export async function lockForTransaction(trx: Kysely<Database>, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(coalesce(current_schema(), '') || ':' || ${name}))`.execute(
    trx,
  );
}
