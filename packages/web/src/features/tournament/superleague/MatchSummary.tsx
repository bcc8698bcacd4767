import type { SideKey } from '@darts/core/scoring/types';
import { formatAverage } from '@darts/core/scoring/statistics';
import type { SuperleagueMatch } from '@darts/core/tournament/superleague';
import {
  summaryRows,
  summaryTotals,
  type SummaryRow,
  type SummaryTotals,
} from '@darts/core/tournament/superleagueSummary';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

interface Props {
  host: string;
  opponent: string;
  matches: SuperleagueMatch[];
  showWinner: boolean;
}

const SIDES: SideKey[] = ['home', 'away'];

/**
 * The match summary: per match each side's player, legs won, tons, 100+, 140+,
 * 180 and 3-dart average; the night's totals; and the two averages of the night (every dart, and
 * the mean of the match averages). A total that is not a number shows a message naming it.
 */
export function MatchSummary({ host, opponent, matches, showWinner }: Props) {
  const rows = summaryRows(matches);
  const names = { home: host, away: opponent };
  let totals: Record<SideKey, SummaryTotals>;
  try {
    totals = { home: summaryTotals(rows, 'home', host), away: summaryTotals(rows, 'away', opponent) };
  } catch (e) {
    return (
      <section className="superleague-section" aria-labelledby="summary-title">
        <h2 id="summary-title" className="h5">
          Summary
        </h2>
        <p role="alert" className="alert alert-danger">
          {(e as Error).message}
        </p>
      </section>
    );
  }
  const cells = (row: SummaryRow, side: SideKey) => {
    const s = row[side];
    const winner = showWinner && row.winner === side ? 'superleague-winner' : undefined;
    return (
      <>
        <td className={winner}>{s.name}</td>
        <td>{s.legsWon}</td>
        <td>{row.recorded ? s.tons : ''}</td>
        <td>{row.recorded ? s.count100 : ''}</td>
        <td>{row.recorded ? s.count140 : ''}</td>
        <td>{row.recorded ? s.count180 : ''}</td>
        <td>{formatAverage(s.average)}</td>
      </>
    );
  };
  return (
    <section className="superleague-section superleague-page" aria-labelledby="summary-title">
      <h2 id="summary-title" className="h5">
        Summary
      </h2>
      {rows.length === 0 ? (
        <p>No matches</p>
      ) : (
        <TableCsv name="Summary">
          <div className="superleague-scroll">
            <table className="table table-sm superleague-table" aria-labelledby="summary-title">
              <thead>
                <tr>
                  <th scope="col">Match</th>
                  {SIDES.map((side) => (
                    <SideHeadings key={side} team={names[side]} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.number}>
                    <td>{row.mnemonic}</td>
                    {cells(row, 'home')}
                    {cells(row, 'away')}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <td />
                  {SIDES.map((side) => (
                    <TotalCells key={side} totals={totals[side]} />
                  ))}
                </tr>
                <tr>
                  <td />
                  {SIDES.map((side) => (
                    <AverageCells key={side} label="Average of all darts" value={totals[side].average} />
                  ))}
                </tr>
                <tr>
                  <td />
                  {SIDES.map((side) => (
                    <AverageCells
                      key={side}
                      label="Average of the matches"
                      value={totals[side].meanOfAverages}
                    />
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </TableCsv>
      )}
    </section>
  );
}

function SideHeadings({ team }: { team: string }) {
  return (
    <>
      <th scope="col">{team}</th>
      <th scope="col">Legs won</th>
      <th scope="col">Tons</th>
      <th scope="col">100+</th>
      <th scope="col">140+</th>
      <th scope="col">180</th>
      <th scope="col">Average</th>
    </>
  );
}

function TotalCells({ totals }: { totals: SummaryTotals }) {
  return (
    <>
      <td>Total</td>
      <td>{totals.legsWon}</td>
      <td>{totals.tons}</td>
      <td>{totals.count100}</td>
      <td>{totals.count140}</td>
      <td>{totals.count180}</td>
      <td />
    </>
  );
}

function AverageCells({ label, value }: { label: string; value: number | null }) {
  return (
    <>
      <td colSpan={6} className="text-end">
        {label}
      </td>
      <td>{formatAverage(value)}</td>
    </>
  );
}
