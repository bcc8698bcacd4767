import { OPEN_DATA_TABLE_ROUTES } from '@darts/core/contract/routes/openDataTables';
import { urlOf } from '#web/api/client';
import { useLeagueView } from '../context';

/** The division's table on screen as a CSV file: the public read API's `format=csv` (decision 058). */
export function CsvLink({ table, label }: { table: 'table' | 'fixtures' | 'players'; label: string }) {
  const { season, divisionId, data } = useLeagueView();
  const id = divisionId ?? data.id;
  if (!season || !id) return null;
  const query = new URLSearchParams({ seasonId: season.id, format: 'csv' });
  return (
    <a
      href={urlOf(OPEN_DATA_TABLE_ROUTES[table], { params: { divisionId: id }, query })}
      className="btn btn-outline-secondary btn-sm d-print-none"
      download
    >
      CSV<span className="visually-hidden"> of {label}</span>
    </a>
  );
}
