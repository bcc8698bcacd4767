import { RESTRICTED_DATA_TABLES, type DataTable } from '@darts/core/data/tables';

/**
 * The tables ticked at first: every one offered but accounts, sessions and photos' bytes, which an
 * administrator ticks on purpose (docs/domain.md, "The data tabs").
 */
export function defaultTables(offered: readonly DataTable[]): Set<DataTable> {
  return new Set(offered.filter((table) => !RESTRICTED_DATA_TABLES.includes(table)));
}
