import { DATA_TABLES, RESTRICTED_DATA_TABLES, type DataTable } from '../data/tables';
import { ACCESS_FLAGS, DISPLAY_FLAGS, type Access, type AccessFlag } from './access';

/*
 * Who may export and import which table (docs/domain.md, "Data export and import"): exportData
 * exports, importData imports a table whose own editing flag the account also holds. Accounts,
 * sessions and photos' bytes need an administrator holding every flag, either way.
 */

/** The flag that edits each table's rows, needed besides importData to import it. */
const EDITING_FLAG: Record<DataTable, AccessFlag | null> = {
  division: 'manageDivisions',
  season: 'manageSeasons',
  team: 'manageTeams',
  game: 'manageGames',
  tournament: 'manageTournaments',
  sayg: 'recordScoresAsYouGo',
  note: 'manageNotes',
  template: 'manageSeasonTemplates',
  feature: 'manageFeatures',
  error: 'viewExceptions',
  photo: 'deleteAnyPhoto',
  photo_blob: null,
  user: null,
  session: null,
};

/** Every permission (the display flags aside, as fullAccess grants them). */
export function holdsEveryFlag(access: Access): boolean {
  return ACCESS_FLAGS.every((flag) => DISPLAY_FLAGS.includes(flag) || access[flag]);
}

const restricted = (table: DataTable) => RESTRICTED_DATA_TABLES.includes(table);

export function canExportTable(access: Access, table: DataTable): boolean {
  return access.exportData && (!restricted(table) || holdsEveryFlag(access));
}

export function canImportTable(access: Access, table: DataTable): boolean {
  if (!access.importData) return false;
  if (restricted(table)) return holdsEveryFlag(access);
  const flag = EDITING_FLAG[table];
  return flag !== null && access[flag];
}

export function isDataTable(name: string): name is DataTable {
  return (DATA_TABLES as readonly string[]).includes(name);
}
