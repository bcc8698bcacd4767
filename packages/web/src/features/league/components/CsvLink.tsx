import { OPEN_DATA_TABLE_ROUTES } from '@darts/core/contract/routes/openDataTables';
import { urlOf } from '#web/api/client';
import { useLeagueView } from '../context';

/**
 * The division's table on screen as a CSV file: the public read API's `format=csv` (decision 058),
 * with the screen's filters (`filter`: the Fixtures tab's address query, or a team page's team),
 * so the file holds the rows the visitor sees.
 */
export function CsvLink({
  table,
  label,
  filter,
}: {
  table: 'table' | 'fixtures' | 'players';
  label: string;
  filter?: URLSearchParams | Record<string, string>;
}) {
  const { season, divisionId, data } = useLeagueView();
  const id = divisionId ?? data.id;
  if (!season || !id) return null;
  const query = new URLSearchParams(filter);
  query.set('seasonId', season.id);
  query.set('format', 'csv');
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
