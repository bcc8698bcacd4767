import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';
import { Sqlite } from './sqliteModule';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Schema>;
  dialect: Dialect;
  /** The PostgreSQL schema when one was named (its tables are found there, not in any schema). */
  schema?: string;
  /** A short description for logs, without credentials. */
  description: string;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (metrics). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`, `sqlite:<path>`, or undefined for `<dataDir>/darts.db`. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
}

/** Opens the database the configuration names: SQLite (WAL, busy timeout) or PostgreSQL. */
export function openDatabase(options: DatabaseOptions): Db {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url))
    return openPostgres(options.url, options.pgSchema);
  const file = options.url?.startsWith('sqlite:')
    ? options.url.slice('sqlite:'.length)
    : path.join(options.dataDir, 'darts.db');
  return openSqlite(file);
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: keptStatements(sqlite) }) });
  return { kysely, dialect: 'sqlite', description: `SQLite ${file}`, close: () => kysely.destroy() };
}

/** How many prepared statements an SQLite connection keeps: more than the distinct queries the app runs. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh, and preparing was the largest cost of an import's writes
 * (2.4 of 9 CPU seconds for 60,000 rows). The connection keeps its most recently used statements
 * by their SQL and runs them again instead; the app never streams a query, so no statement is
 * busy when it is reused.
 */
function keptStatements(sqlite: InstanceType<typeof Sqlite>): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else statement = sqlite.prepare(sql) as unknown as SqliteStatement;
      kept.set(sql, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

function openPostgres(url: string, schema: string | undefined): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  safe.password = '';
  return {
    kysely,
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    description: `PostgreSQL ${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => kysely.destroy(),
  };
}
