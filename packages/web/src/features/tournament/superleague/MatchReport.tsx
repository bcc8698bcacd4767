import { legKeys } from '@darts/core/scoring/match';
import { formatAverage, matchStatistics } from '@darts/core/scoring/statistics';
import type { SideKey } from '@darts/core/scoring/types';
import { superleagueWinner, type SuperleagueMatch } from '@darts/core/tournament/superleague';
import { summaryRows, summaryTotals } from '@darts/core/tournament/superleagueSummary';
import { legLogRow, mostVisits, type LegLogRow } from '@darts/core/tournament/superleagueLog';
import { lazyComponent } from '#web/components/lazyComponent';
import { NightFiguresTable } from './NightFiguresTable';
import { VisitCells, VisitHeadings } from './VisitCells';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

// The chart loads only when a match has a record to draw (NightChart.tsx).
const NightChart = lazyComponent(async () => (await import('./NightChart')).NightChart);

interface Props {
  organisation: string;
  division: string | null;
  gender: string | null;
  host: string;
  opponent: string;
  matches: SuperleagueMatch[];
  showWinner: boolean;
}

/**
 * The printable match report: headed with the league's organisation, the
 * division and the gender; every leg of every recorded match side by side (visits, actual darts,
 * game shot, score left, tons); the legs each side won; each side's running average across the
 * night (a chart drawn on screen; in print only its caption's figures); then each player's night.
 */
export function MatchReport({ organisation, division, gender, host, opponent, matches, showWinner }: Props) {
  const visits = Math.max(mostVisits(matches), 1);
  const recorded = matches.filter((m) => m.sayg);
  const rows = summaryRows(matches);
  const legs = (side: SideKey) => summaryTotals(rows, side, side === 'home' ? host : opponent).legsWon;
  return (
    <section className="superleague-section superleague-report" aria-labelledby="match-report-title">
      <header className="text-center">
        <h2 id="match-report-title" className="h4 text-uppercase mb-1">
          {organisation}
        </h2>
        <p className="h6 mb-1">{[division, gender ? `(${gender})` : null].filter(Boolean).join(' ')}</p>
        <p className="h5">
          {host} <span className="mx-3">v</span> {opponent}
        </p>
      </header>
      <TableCsv name="Match report">
        <div className="superleague-scroll">
          <table className="table table-sm superleague-table superleague-grid" aria-label="Match report">
            <thead>
              <tr>
                <th scope="col">Set</th>
                <SideHeadings visits={visits} />
                <th scope="col">Leg</th>
                <SideHeadings visits={visits} />
              </tr>
            </thead>
            {recorded.map((m) => (
              <ReportMatch key={m.match.id} m={m} visits={visits} showWinner={showWinner} />
            ))}
          </table>
        </div>
      </TableCsv>
      <div className="d-flex justify-content-around my-2 fw-bold">
        <span>Legs won: {legs('home')}</span>
        <span>Legs won: {legs('away')}</span>
      </div>
      {recorded.length > 0 && <NightChart matches={matches} host={host} opponent={opponent} />}
      <NightFiguresTable matches={matches} host={host} opponent={opponent} />
    </section>
  );
}

function SideHeadings({ visits }: { visits: number }) {
  return (
    <>
      <th scope="col">Ave</th>
      <th scope="col">Player</th>
      <VisitHeadings count={visits} />
      <th scope="col" title="Actual darts">
        AD
      </th>
      <th scope="col" title="Game shot">
        GS
      </th>
      <th scope="col" title="Score left">
        SL
      </th>
      <th scope="col">Tons</th>
    </>
  );
}

function ReportMatch({
  m,
  visits,
  showWinner,
}: {
  m: SuperleagueMatch;
  visits: number;
  showWinner: boolean;
}) {
  const sayg = m.sayg!;
  const keys = legKeys(sayg.legs).filter((k) => legLogRow(sayg, k, 'home') || legLogRow(sayg, k, 'away'));
  const winner = superleagueWinner(m);
  const span = Math.max(keys.length, 1);
  const first = (side: SideKey, name: string) => (
    <>
      <td rowSpan={span} className="fw-bold text-danger">
        {formatAverage(matchStatistics(sayg, side).average3)}
      </td>
      <th
        scope="row"
        rowSpan={span}
        className={showWinner && winner === side ? 'superleague-winner' : undefined}
      >
        {name}
      </th>
    </>
  );
  const figures = (row: LegLogRow | null) => (
    <>
      <VisitCells visits={row?.visits ?? []} count={visits} />
      <td>{row?.darts ?? ''}</td>
      <td className={(row?.gameShot ?? 0) >= 100 ? 'text-danger' : undefined}>{row?.gameShot ?? ''}</td>
      <td>{row?.scoreLeft ?? ''}</td>
      <td>{row?.tons ?? ''}</td>
    </>
  );
  return (
    <tbody className="superleague-report-match">
      {keys.map((key, i) => (
        <tr key={key}>
          {i === 0 && <td rowSpan={span}>{m.mnemonic}</td>}
          {i === 0 && first('home', m.match.sideA?.name ?? '')}
          {figures(legLogRow(sayg, key, 'home'))}
          <td>{Number(key) + 1}</td>
          {i === 0 && first('away', m.match.sideB?.name ?? '')}
          {figures(legLogRow(sayg, key, 'away'))}
        </tr>
      ))}
    </tbody>
  );
}
