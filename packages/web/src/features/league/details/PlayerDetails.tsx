import { tournamentName } from '@darts/core/tournament/names';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { DivisionFixture, PlayerPerformance } from '@darts/core/contract/divisionData';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';
import { formatDate } from '@darts/core/league/dates';
import { tournamentHref } from '../links';
import { Spinner } from '#web/components/Spinner';
import { teamQuery } from '../queries';
import { findPlayer, findTeam } from './find';
import { squadOf, squadRow } from './squad';
import { FixtureList, type DatedFixture } from './FixtureList';
import { Icon, CaptainIcon } from '#web/components/icons';

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

/** The player page (`player:` mode): the fixtures and tournaments the player took part in, and statistics. */
export function PlayerDetails({ player: wanted, team }: { player: string; team: string | null }) {
  const view = useLeagueView();
  const withResults = findPlayer(view.data, { player: wanted, team });
  // A squad member without results is not in the player table: look in the team's squad.
  const squadTeam = !withResults && team ? findTeam(view.data, team) : undefined;
  const stored = useQuery({ ...teamQuery(squadTeam?.id ?? ''), enabled: squadTeam !== undefined });
  const member = squadOf(stored.data, view.season?.id ?? null).find(
    (p) => p.id === wanted.toLowerCase() || p.name.trim().toLowerCase() === wanted.trim().toLowerCase(),
  );
  const player = withResults ?? (member && squadTeam ? squadRow(member, squadTeam) : undefined);
  useDocumentTitle(player ? player.name : `${wanted} could not be found`);

  if (!player && squadTeam && stored.isPending) return <Spinner label="Loading the player" />;

  if (!player) {
    return (
      <div className="alert alert-warning" role="alert">
        <p>{wanted} could not be found</p>
        {team ? (
          <Link to={view.hrefFor({ kind: 'team', team })}>{team}</Link>
        ) : (
          <Link to={view.hrefFor({ kind: 'teams' })}>Teams</Link>
        )}
      </div>
    );
  }

  const byId = new Map<string, { date: string; fixture: DivisionFixture }>();
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
      <FixtureList fixtures={fixtures} caption={`Fixtures of ${player.name}`} />
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
      <table className="table table-sm w-auto">
        <caption className="visually-hidden">Statistics of {player.name}</caption>
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
