import { formatAverage, formatPercent } from '@darts/core/scoring/statistics';
import type { SuperleagueMatch } from '@darts/core/tournament/superleague';
import { nightFigures } from '@darts/core/tournament/superleagueNight';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

/**
 * Each player's figures for the night: 3-dart and first-9 averages,
 * checkout %, 100+, 140+, 180 and the best leg, from the scoring screen's statistics.
 */
export function NightFiguresTable({
  matches,
  host,
  opponent,
}: {
  matches: SuperleagueMatch[];
  host: string;
  opponent: string;
}) {
  const figures = nightFigures(matches);
  if (figures.length === 0) return null;
  return (
    <TableCsv name="Players on the night">
      <div className="superleague-scroll">
        <table className="table table-sm superleague-table" aria-labelledby="night-figures-title">
          <caption id="night-figures-title" className="caption-top fw-bold text-body">
            Players on the night
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Team</th>
              <th scope="col">Legs</th>
              <th scope="col">Average</th>
              <th scope="col">First 9</th>
              <th scope="col">Checkout %</th>
              <th scope="col">100+</th>
              <th scope="col">140+</th>
              <th scope="col">180</th>
              <th scope="col">Best leg</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={`${f.side}:${f.id}`}>
                <th scope="row">{f.name}</th>
                <td>{f.side === 'home' ? host : opponent}</td>
                <td>
                  {f.legsWon}/{f.legsPlayed}
                </td>
                <td>{formatAverage(f.average)}</td>
                <td>{formatAverage(f.first9Average)}</td>
                <td>{formatPercent(f.checkoutPercent)}</td>
                <td>{f.count100}</td>
                <td>{f.count140}</td>
                <td>{f.count180}</td>
                <td>{f.bestLegDarts === null ? '-' : `${f.bestLegDarts} darts`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableCsv>
  );
}
