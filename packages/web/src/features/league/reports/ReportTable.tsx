import type { ReportCollectionDto, ReportRequest } from '@darts/core/contract/report';
import { REPORT_ROUTES } from '@darts/core/contract/routes/report';
import { urlOf } from '#web/api/client';
import { Link } from 'wouter';
import { useLeagueView } from '../context';
import { playerHref, teamHref, tournamentHref } from '../links';

type Report = ReportCollectionDto['reports'][number];
type Cell = Report['rows'][number]['cells'][number];

/** A cell's text, linking to the tournament, player or team it names. */
function CellContent({ cell }: { cell: Cell }) {
  const view = useLeagueView();
  const season = view.season?.name ?? null;
  const division = cell.divisionName ?? view.divisionName;
  if (cell.tournamentId) return <Link to={tournamentHref(cell.tournamentId)}>{cell.text}</Link>;
  if (cell.playerName && cell.teamName) {
    return <Link to={playerHref(division, cell.playerName, cell.teamName, season)}>{cell.text}</Link>;
  }
  if (cell.teamName) return <Link to={teamHref(division, cell.teamName, season)}>{cell.text}</Link>;
  return <>{cell.text}</>;
}

/**
 * One report: what it covers (the division the tab is headed with, or the whole season:
 * `thisDivisionOnly`), its description and its ranked rows ('No rows' when empty).
 */
export function ReportTable({ report, request }: { report: Report; request: ReportRequest }) {
  const view = useLeagueView();
  const season = view.season?.name ?? '';
  const csv = new URLSearchParams({
    divisionId: request.divisionId,
    seasonId: request.seasonId,
    topCount: String(request.topCount),
    report: report.name,
  });
  return (
    <div>
      <h3 className="h5">{report.name}</h3>
      <p className="mb-1" data-testid="report-scope">
        {report.thisDivisionOnly
          ? `Covers ${view.divisionName} only`
          : `Covers every division of the ${season} season`}
      </p>
      <p className="text-body-secondary">
        {report.description}{' '}
        <a className="d-print-none" href={urlOf(REPORT_ROUTES.csv, { query: csv })} download>
          CSV<span className="visually-hidden"> of {report.name}</span>
        </a>
      </p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">#</th>
              {report.columns.map((c, i) => (
                <th scope="col" key={i}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 ? (
              <tr>
                <td colSpan={report.columns.length + 1}>No rows</td>
              </tr>
            ) : (
              report.rows.map((row, r) => (
                <tr key={r}>
                  <td>{r + 1}</td>
                  {row.cells.map((cell, c) => (
                    <td key={c}>
                      <CellContent cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
