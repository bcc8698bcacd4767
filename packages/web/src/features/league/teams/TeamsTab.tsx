import { useState } from 'react';
import { Link } from 'wouter';
import type { DivisionTeam } from '@darts/core/contract/divisionData';
import { CsvLink } from '../components/CsvLink';
import { FavouriteStar } from '../components/FavouriteStar';
import { useLeagueView } from '../context';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { lazyComponent } from '#web/components/lazyComponent';
import { PriorityColumns } from '#web/components/PriorityColumns';
import { Icon, EditIcon } from '#web/components/icons';

const TeamDialog = lazyComponent(async () => (await import('./TeamDialog')).TeamDialog);

/** The league table ordered by rank (ties by name so the order is stable). */
export function byRank(teams: readonly DivisionTeam[]): DivisionTeam[] {
  return [...teams].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
}

/** Teams tab: Venue, Played, Points, Won, Lost, Drawn and +/-, by rank (on a phone without Won, Lost and Drawn until "Show all columns"). */
export function TeamsTab() {
  const view = useLeagueView();
  const [editing, setEditing] = useState<DivisionTeam | 'new' | null>(null);
  useDocumentTitle('Teams', view.divisionName);
  const manager = view.can('manageTeams');
  const canAdd = manager && view.controls && view.season !== null && view.divisionId !== null;

  return (
    <section aria-label="Teams">
      <PriorityColumns>
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{view.divisionName}: Teams</caption>
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col">Played</th>
              <th scope="col">Points</th>
              <th scope="col" className="extra-column">
                Won
              </th>
              <th scope="col" className="extra-column">
                Lost
              </th>
              <th scope="col" className="extra-column">
                Drawn
              </th>
              <th scope="col">+/-</th>
            </tr>
          </thead>
          <tbody>
            {byRank(view.data.teams).map((team) => (
              <tr key={team.id}>
                <th scope="row" className="fw-normal">
                  {manager && view.controls && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-2 d-print-none"
                      aria-label={`Edit ${team.name}`}
                      onClick={() => setEditing(team)}
                    >
                      <Icon of={EditIcon} />
                    </button>
                  )}
                  <Link to={view.hrefFor({ kind: 'team', team: team.name })}>{team.name}</Link>
                  {!manager && <FavouriteStar teamId={team.id} teamName={team.name} />}
                </th>
                <td>{team.played}</td>
                <td>{team.points}</td>
                <td className="extra-column">{team.fixturesWon}</td>
                <td className="extra-column">{team.fixturesLost}</td>
                <td className="extra-column">{team.fixturesDrawn}</td>
                <td>{team.difference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PriorityColumns>
      {view.data.teams.length === 0 && <p className="text-body-secondary">No teams, yet</p>}
      <p>
        <CsvLink table="table" label={`${view.divisionName} table`} />
      </p>
      {canAdd && (
        <button type="button" className="btn btn-primary d-print-none" onClick={() => setEditing('new')}>
          Add team
        </button>
      )}
      {editing && <TeamDialog team={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
