import { useQuery } from '@tanstack/react-query';
import { PriorityColumns } from '#web/components/PriorityColumns';
import { useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';
import { isRealFixture } from '../fixtures/editing';
import { CalendarLink } from '../fixtures/CalendarLink';
import { CsvLink } from '../components/CsvLink';
import { teamQuery } from '../queries';
import { findTeam } from './find';
import { squadOf, squadRow } from './squad';
import { FixtureList, type DatedFixture } from './FixtureList';
import { lazyComponent } from '#web/components/lazyComponent';
import { Icon, CaptainIcon } from '#web/components/icons';

const TeamDialog = lazyComponent(async () => (await import('../teams/TeamDialog')).TeamDialog);

/** The team page (`team:{nameOrId}` mode): name, address, fixtures and players. */
export function TeamDetails({ team: wanted }: { team: string }) {
  const view = useLeagueView();
  const team = findTeam(view.data, wanted);
  const [editing, setEditing] = useState(false);
  // The squad: the player table only lists players with results (or every one for managers).
  const stored = useQuery({ ...teamQuery(team?.id ?? ''), enabled: team !== undefined }).data;
  useDocumentTitle(team ? team.name : 'Team could not be found');

  if (!team) {
    return (
      <div className="alert alert-warning" role="alert">
        <p>Team could not be found</p>
        <Link to={view.hrefFor({ kind: 'teams' })}>Teams</Link>
      </div>
    );
  }

  const fixtures: DatedFixture[] = view.data.fixtures.flatMap((group) =>
    group.fixtures
      .filter((f) => isRealFixture(f) && (f.homeTeam.id === team.id || f.awayTeam?.id === team.id))
      .map((fixture) => ({ date: group.date, fixture })),
  );
  const withResults = view.data.players.filter((p) => p.teamId === team.id).sort((a, b) => a.rank - b.rank);
  const players = [
    ...withResults,
    ...squadOf(stored, view.season?.id ?? null)
      .filter((p) => !withResults.some((r) => r.id === p.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => squadRow(p, team)),
  ];

  return (
    <section aria-labelledby="team-name">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id="team-name" className="h4 mb-0 flex-grow-1">
          {team.name}
        </h3>
        {view.can('manageTeams') && view.controls && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(true)}>
            Edit team
          </button>
        )}
        <CalendarLink teamId={team.id} label={team.name} />
      </div>
      <p className="text-body-secondary">{team.address}</p>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h4 className="h5 mb-0">Fixtures</h4>
        <CsvLink table="fixtures" label={`${team.name} fixtures`} filter={{ team: team.id }} />
      </div>
      <FixtureList fixtures={fixtures} caption={`Fixtures of ${team.name}`} />
      <div className="d-flex align-items-center gap-2 mb-2">
        <h4 className="h5 mb-0">Players</h4>
        <CsvLink table="players" label={`${team.name} players`} filter={{ team: team.id }} />
      </div>
      {players.length === 0 ? (
        <p className="text-body-secondary">No players, yet</p>
      ) : (
        <PriorityColumns>
          <table className="table table-sm">
            <caption className="visually-hidden">Players of {team.name}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Played</th>
                <th scope="col">Won</th>
                <th scope="col" className="extra-column">
                  Lost
                </th>
                <th scope="col">Points</th>
                <th scope="col" className="extra-column">
                  Win %
                </th>
                <th scope="col" className="extra-column">
                  180s
                </th>
                <th scope="col" className="extra-column">
                  hi-check
                </th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="fw-normal text-nowrap">
                    <Link to={view.hrefFor({ kind: 'player', player: p.name, team: team.name })}>
                      {p.name}
                    </Link>
                    {p.captain && <Icon of={CaptainIcon} label="captain" className="ms-1" />}
                  </th>
                  <td>{p.singles.matchesPlayed}</td>
                  <td>{p.singles.matchesWon}</td>
                  <td className="extra-column">{p.singles.matchesLost}</td>
                  <td>{p.points}</td>
                  <td className="extra-column">{p.winPercentage}</td>
                  <td className="extra-column">{p.oneEighties}</td>
                  <td className="extra-column">{p.over100Checkouts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PriorityColumns>
      )}
      {editing && <TeamDialog team={team} onClose={() => setEditing(false)} />}
    </section>
  );
}
