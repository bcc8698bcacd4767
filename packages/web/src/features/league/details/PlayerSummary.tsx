import { tournamentName } from '@darts/core/tournament/names';
import { Link } from 'wouter';
import type { DivisionPlayer, PlayerPerformance } from '@darts/core/contract/divisionData';
import { formatDate } from '@darts/core/league/dates';
import { TableCsv } from '#web/components/tableCsv/TableCsv';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { Icon, CaptainIcon } from '#web/components/icons';
import { useLeagueView } from '../context';
import { tournamentHref } from '../links';
import { FixtureList, type DatedFixture } from './FixtureList';

function PerformanceRow({ label, performance }: { label: string; performance: PlayerPerformance }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{performance.matchesPlayed}</td>
      <td>{performance.matchesWon}</td>
      <td>{performance.matchesLost}</td>
    </tr>
  );
}

/** A player's page: the fixtures and tournaments they took part in, and statistics; each table downloads as CSV. */
export function PlayerSummary({ player }: { player: DivisionPlayer }) {
  const view = useLeagueView();
  useDocumentTitle(player.name);

  const byId = new Map<string, DatedFixture>();
  for (const group of view.data.fixtures)
    for (const f of group.fixtures) byId.set(f.id, { date: group.date, fixture: f });
  const fixtures: DatedFixture[] = Object.values(player.fixtures)
    .map((id) => byId.get(id))
    .filter((f): f is DatedFixture => f !== undefined)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const tournaments = view.data.fixtures.flatMap((group) =>
    group.tournamentFixtures.filter(
      (t) =>
        t.id &&
        !t.proposed &&
        (t.players.includes(player.id) || t.sides.some((s) => s.players.some((p) => p.id === player.id))),
    ),
  );
  const fixturesCaption = `Fixtures of ${player.name}`;
  const statisticsCaption = `Statistics of ${player.name}`;

  return (
    <section aria-labelledby="player-name">
      <h3 id="player-name" className="h4">
        {player.name}
        {player.captain && <Icon of={CaptainIcon} label="captain" className="ms-1" />}
      </h3>
      <p>
        <Link to={view.hrefFor({ kind: 'team', team: player.team })}>{player.team}</Link> ·{' '}
        <Link to={`/player/${player.id}`}>Figures and form</Link>
      </p>
      <h4 className="h5">Fixtures</h4>
      {fixtures.length > 0 ? (
        <TableCsv name={fixturesCaption}>
          <FixtureList fixtures={fixtures} caption={fixturesCaption} />
        </TableCsv>
      ) : (
        <FixtureList fixtures={fixtures} caption={fixturesCaption} />
      )}
      {tournaments.length > 0 && (
        <>
          <h4 className="h5">Tournaments</h4>
          <ul>
            {tournaments.map((t) => (
              <li key={t.id}>
                {formatDate(t.date)}: <Link to={tournamentHref(t.id ?? '')}>{tournamentName(t)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h4 className="h5">Statistics</h4>
      <TableCsv name={statisticsCaption}>
        <table className="table table-sm w-auto">
          <caption className="visually-hidden">{statisticsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Matches</th>
              <th scope="col">Played</th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
            </tr>
          </thead>
          <tbody>
            <PerformanceRow label="Singles" performance={player.singles} />
            <PerformanceRow label="Pairs" performance={player.pairs} />
            <PerformanceRow label="Triples" performance={player.triples} />
          </tbody>
        </table>
      </TableCsv>
      <dl className="row">
        <dt className="col-6 col-md-2">Points</dt>
        <dd className="col-6 col-md-10">{player.points}</dd>
        <dt className="col-6 col-md-2">Win %</dt>
        <dd className="col-6 col-md-10">{player.winPercentage}</dd>
        <dt className="col-6 col-md-2">180s</dt>
        <dd className="col-6 col-md-10">{player.oneEighties}</dd>
        <dt className="col-6 col-md-2">hi-check</dt>
        <dd className="col-6 col-md-10">{player.over100Checkouts}</dd>
      </dl>
    </section>
  );
}
