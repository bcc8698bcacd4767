import type { DataTable } from '../data/tables';
import { roundList } from './layout';
import type { Tournament } from './types';

/**
 * What the tournament's export button asks for: the tournament, its season,
 * its division, the teams of its sides and the leg-by-leg records of its matches, each by id. A
 * table with no ids is left out (an empty list would export the whole table).
 */
export function tournamentExportTables(
  tournament: Pick<Tournament, 'id' | 'seasonId' | 'divisionId' | 'sides' | 'round'>,
): Partial<Record<DataTable, string[]>> {
  const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];
  const tables: Partial<Record<DataTable, string[]>> = {
    tournament: [tournament.id],
    season: unique([tournament.seasonId]),
    division: unique([tournament.divisionId]),
    team: unique(tournament.sides.map((side) => side.teamId)),
    sayg: unique(roundList(tournament.round).flatMap((round) => round.matches.map((match) => match.saygId))),
  };
  for (const [table, ids] of Object.entries(tables)) {
    if (ids.length === 0) delete tables[table as DataTable];
  }
  return tables;
}
