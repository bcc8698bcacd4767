import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 13 is built on Node-API 10 (Node 22.14+, 24) and frees its statements safely at
 * exit; 12 serves Node 20, where 13 does not load. Both come from one lockfile: 13 is an optional
 * dependency that npm skips on Node 20 (docs/decisions/015-node-versions-and-sqlite.md).
 */
export function sqliteModuleName(napiVersion = Number(process.versions.napi)): string {
  return napiVersion >= 10 ? 'better-sqlite3-13' : 'better-sqlite3';
}

function load(): typeof BetterSqlite3 {
  const name = sqliteModuleName();
  try {
    return require(name) as typeof BetterSqlite3;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_DLOPEN_FAILED')
      throw new Error(
        `SQLite driver ${name} cannot load on Node ${process.version}: run "npm ci" with this Node version.`,
        { cause: error },
      );
    throw error;
  }
}

/** The SQLite driver for the running Node. */
export const Sqlite = load();
