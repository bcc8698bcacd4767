/*
 * The data tables and the plain values of the Data API (docs/domain.md "Data
 * export and import"), without zod: the web's data tabs and export button import them at run time
 * (docs/decisions/007). contract/data.ts re-exports them beside its schemas.
 */

/** Every table an export can hold, in the order an import writes them. Table names are ours. */
export const DATA_TABLES = [
  'division',
  'season',
  'team',
  'game',
  'tournament',
  'sayg',
  'note',
  'template',
  'feature',
  'error',
  'photo',
  'photo_blob',
  'user',
  'session',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

/** Accounts, sessions and photos' bytes: only an administrator holding every flag exports or imports them. */
export const RESTRICTED_DATA_TABLES: readonly DataTable[] = ['user', 'session', 'photo_blob'];

/** The tables the tournament's export button asks for (the tournament, its season, division, teams, sayg). */
export const TOURNAMENT_EXPORT_TABLES: readonly DataTable[] = ['tournament', 'season', 'division', 'team', 'sayg'];

/** The version written to meta.json by this system; the original system's zips say 'v2'. */
export const DATA_EXPORT_VERSION = 'darts-1';

/**
 * The most rows an export names in one table (a tournament's button names a handful); more is a
 * 400, within what one SQL statement binds on SQLite and PostgreSQL.
 */
export const MAX_EXPORT_IDS_PER_TABLE = 10_000;

/** The largest zip an import takes (30 MB). */
export const MAX_IMPORT_ZIP_BYTES = 30 * 1024 * 1024;

/** The import form's fields, as names: `zip` is the file; `tables` may repeat and each may be comma-separated. */
export const IMPORT_FIELDS = {
  zip: 'zip',
  password: 'password',
  dryRun: 'dryRun',
  purgeData: 'purgeData',
  tables: 'tables',
} as const;

/** The data browser's page size and the largest the Browse call takes. */
export const BROWSE_PAGE_SIZE = 10;
export const BROWSE_MAX_PAGE_SIZE = 100;
