import { tournamentExportTables } from '@darts/core/tournament/exportTables';
import type { TournamentDto } from '#web/api/tournament';
import { ExportDataButton } from '#web/features/admin/ExportDataButton';

/**
 * The tournament's export button: the rows of its tables. Only exportData
 * holders load it, with the tables' rule (docs/decisions/012).
 */
export function TournamentExportButton({ tournament }: { tournament: TournamentDto }) {
  return <ExportDataButton tables={tournamentExportTables(tournament)} what="tournament" />;
}
