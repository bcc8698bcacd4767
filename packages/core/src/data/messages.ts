/*
 * The data tabs' and the Data API's messages, without zod (the web imports them at run time,
 * docs/decisions/007); contract/data.ts re-exports them.
 */

/** The screens' messages. */
export const SELECT_A_FILE_FIRST = 'Select a file first';
export const SELECT_TABLES_TO_IMPORT = 'Select some tables to import';
export const SELECT_TABLES_TO_EXPORT = 'Select some tables to export';
export const COULD_NOT_IMPORT_DATA = 'Could not import data';
export const COULD_NOT_EXPORT_DATA = 'Could not export data';
export const UNABLE_TO_EXPORT_DATA = 'Unable to export data';

/** The server's messages. */
export const DATA_MESSAGES = {
  noZip: 'No zip file provided',
  noMeta: 'Zip file does not contain a meta.json file',
  wrongPassword: 'Password is incorrect',
  /** A sealed export imported without its password. */
  passwordNeeded: 'This export is protected by a password: enter the password it was exported with',
  /** meta.json is plain text but not an export's description (never a password's fault). */
  notAnExport: "The zip file's meta.json does not describe an export",
  /** An entry sealed with another salt than meta.json's: one export has one key (docs/decisions/039). */
  sealedByAnotherExport: (entry: string) => `The zip file's ${entry} was sealed by a different export`,
  purgeNotPermitted: 'Purge is not permitted for partial data exports',
  tableNotSupplied: 'Table not supplied',
  recordNotFound: 'Record not found',
  tableNotFound: (table: string) => `Table not found: ${table}`,
} as const;
