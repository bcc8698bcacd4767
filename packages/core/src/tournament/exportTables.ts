import type { DataTable } from '../data/tables';
import { linkedSaygIds } from './linkedRecords';
import type { Tournament } from './types';

/**
 * What the tournament's export button asks for: the tournament, its season,
 * its division, the teams of its sides and the leg-by-leg records of its matches (a planned
 * format's too), each by id. A
 * table with no ids is left out (an empty list would export the whole table).
 */
export function tournamentExportTables(
  tournament: Pick<Tournament, 'id' | 'seasonId' | 'divisionId' | 'sides' | 'round' | 'results'>,
): Partial<Record<DataTable, string[]>> {
  const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];
  const tables: Partial<Record<DataTable, string[]>> = {
    tournament: [tournament.id],
    season: unique([tournament.seasonId]),
    division: unique([tournament.divisionId]),
    team: unique(tournament.sides.map((side) => side.teamId)),
    sayg: linkedSaygIds(tournament),
  };
  for (const [table, ids] of Object.entries(tables)) {
    if (ids.length === 0) delete tables[table as DataTable];
  }
  return tables;
}
