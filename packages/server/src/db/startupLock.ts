import { sql } from 'kysely';
import type { Db } from './database';

/** The first key of the advisory lock ('dart'); the second is the schema's hash. */
const LOCK_CLASS = 0x64617274;

/**
 * Runs `work` (migrations, the demo seed) while no other instance starting on the same database
 * runs its own: on PostgreSQL a session advisory lock per schema, held on one connection of the
 * pool while `work` uses the others. SQLite is one process's file: `work` runs as it is.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    const key = sql`${LOCK_CLASS}, hashtext(coalesce(current_schema(), ''))`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
