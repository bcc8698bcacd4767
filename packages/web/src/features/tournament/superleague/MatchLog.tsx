import type { SideKey } from '@darts/core/scoring/types';
import { formatAverage, matchStatistics } from '@darts/core/scoring/statistics';
import { legLogRows, mostVisits, noMatchData } from '@darts/core/tournament/superleagueLog';
import { superleagueWinner, type SuperleagueMatch } from '@darts/core/tournament/superleague';
import { VisitCells, VisitHeadings } from './VisitCells';
import { Icon, WarningIcon } from '#web/components/icons';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

interface Props {
  host: string;
  opponent: string;
  matches: SuperleagueMatch[];
  showWinner: boolean;
}

/**
 * The match log: for every match, each side's legs with actual darts (AD), game
 * shot (GS), score left (SL), 100+, 140+, 180, tons (T), game darts (GD) and every visit; a match
 * without a record says so.
 */
export function MatchLog({ host, opponent, matches, showWinner }: Props) {
  const visits = Math.max(mostVisits(matches), 1);
  return (
    <section className="superleague-section superleague-page" aria-labelledby="match-log-title">
      <h2 id="match-log-title" className="h5">
        Match log
      </h2>
      {matches.map((m) =>
        m.sayg ? (
          <TableCsv key={m.match.id} name={`Match log ${m.mnemonic}`}>
            <div className="superleague-scroll mb-3">
              <table
                className="table table-sm superleague-table superleague-grid"
                aria-label={`Match log ${m.mnemonic}`}
              >
                {(['home', 'away'] as const).map((side) => (
                  <SideLog
                    key={side}
                    m={m}
                    side={side}
                    team={side === 'home' ? host : opponent}
                    visits={visits}
                    showWinner={showWinner}
                  />
                ))}
              </table>
            </div>
          </TableCsv>
        ) : (
          <p key={m.match.id} className="text-warning-emphasis">
            <Icon of={WarningIcon} className="me-1" />
            {noMatchData(m)}
          </p>
        ),
      )}
    </section>
  );
}

function SideLog({
  m,
  side,
  team,
  visits,
  showWinner,
}: {
  m: SuperleagueMatch;
  side: SideKey;
  team: string;
  visits: number;
  showWinner: boolean;
}) {
  const rows = m.sayg ? legLogRows(m.sayg, side) : [];
  const average = m.sayg ? matchStatistics(m.sayg, side).average3 : null;
  const player = (side === 'home' ? m.match.sideA?.name : m.match.sideB?.name) ?? '';
  const winner = showWinner && superleagueWinner(m) === side;
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={11 + visits}>
          {m.mnemonic} {team}
        </th>
      </tr>
      <tr>
        <th scope="col">Player</th>
        <th scope="col" title="Leg">
          L
        </th>
        <th scope="col" title="Actual darts">
          AD
        </th>
        <th scope="col" title="Game shot">
          GS
        </th>
        <th scope="col" title="Score left">
          SL
        </th>
        <th scope="col">100+</th>
        <th scope="col">140+</th>
        <th scope="col">180</th>
        <th scope="col" title="Tons">
          T
        </th>
        <th scope="col" title="Average">
          Ave
        </th>
        <th scope="col" title="Game darts">
          GD
        </th>
        <VisitHeadings count={visits} />
      </tr>
      {rows.map((row, i) => (
        <tr key={row.leg} className={showWinner && row.won ? 'superleague-winner' : undefined}>
          {i === 0 && (
            <th scope="row" rowSpan={rows.length} className={winner ? 'superleague-winner' : undefined}>
              {player}
            </th>
          )}
          <td>{row.leg}</td>
          <td>{row.darts}</td>
          <td>{row.gameShot ?? ''}</td>
          <td>{row.scoreLeft ?? ''}</td>
          <td>{row.count100}</td>
          <td>{row.count140}</td>
          <td>{row.count180}</td>
          <td>{row.tons}</td>
          {i === 0 && (
            <td rowSpan={rows.length} className="fw-bold text-danger">
              {formatAverage(average)}
            </td>
          )}
          <td>{row.gameDarts ?? ''}</td>
          <VisitCells visits={row.visits} count={visits} />
        </tr>
      ))}
    </tbody>
  );
}
