import { TableCsv } from '#web/components/tableCsv/TableCsv';

/** Rows per table of an export or import answer (result.tables), downloadable as CSV. */
export function TableCounts({ caption, tables }: { caption: string; tables: Record<string, number> }) {
  const entries = Object.entries(tables);
  if (entries.length === 0) return <p>No rows.</p>;
  return (
    <TableCsv name={caption}>
    <table className="table table-sm w-auto">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Table</th>
          <th scope="col" className="text-end">
            Rows
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([table, count]) => (
          <tr key={table}>
            <th scope="row" className="fw-normal">
              {table}
            </th>
            <td className="text-end">{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </TableCsv>
  );
}
