import { useState } from 'react';
import { Link } from 'wouter';
import type { DivisionPlayer } from '@darts/core/contract/divisionData';
import { visiblePlayers } from '@darts/core/league/playerTable';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { CsvLink } from '../components/CsvLink';
import { useLeagueView } from '../context';
import { lazyComponent } from '#web/components/lazyComponent';
import { PriorityColumns } from '#web/components/PriorityColumns';
import { Icon, CaptainIcon } from '#web/components/icons';

const PlayerDialog = lazyComponent(async () => (await import('./PlayerDialog')).PlayerDialog);
const PlayerActions = lazyComponent(async () => (await import('./PlayerActions')).PlayerActions);

/**
 * Players tab. Players without singles matches, 180s or hi-checks are hidden
 * unless the caller can manage players; managers edit, delete and add players. On a phone the
 * venue, lost, win %, 180s and hi-check columns wait behind "Show all columns".
 */
export function PlayersTab() {
  const view = useLeagueView();
  useDocumentTitle('Players', view.divisionName);
  const manager = view.can('managePlayers') && view.controls;
  const [editing, setEditing] = useState<DivisionPlayer | 'new' | null>(null);
  const rows = [...visiblePlayers(view.data.players, view.can('managePlayers'))].sort(
    (a, b) => a.rank - b.rank,
  );
  const seasonId = view.season?.id ?? null;

  return (
    <section aria-label="Players">
      <PriorityColumns>
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{view.divisionName}: Players</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col" className="extra-column">
                Venue
              </th>
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
              {manager && (
                <th scope="col" className="visually-hidden">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((player) => (
              <tr key={`${player.teamId}:${player.id}`}>
                <td>{player.rank}</td>
                <th scope="row" className="fw-normal text-nowrap">
                  <Link to={view.hrefFor({ kind: 'player', player: player.name, team: player.team })}>
                    {player.name}
                  </Link>
                  {player.captain && (
                    <span className="ms-1" title="Captain">
                      <Icon of={CaptainIcon} label="captain" />
                    </span>
                  )}
                </th>
                <td className="extra-column">
                  <Link to={view.hrefFor({ kind: 'team', team: player.team })}>{player.team}</Link>
                </td>
                <td>{player.singles.matchesPlayed}</td>
                <td>{player.singles.matchesWon}</td>
                <td className="extra-column">{player.singles.matchesLost}</td>
                <td>{player.points}</td>
                <td className="extra-column">{Math.round(player.winPercentage * 100) / 100}</td>
                <td className="extra-column">{player.oneEighties}</td>
                <td className="extra-column">{player.over100Checkouts}</td>
                {manager && (
                  <td className="text-nowrap d-print-none">
                    <PlayerActions player={player} seasonId={seasonId} onEdit={setEditing} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </PriorityColumns>
      {rows.length === 0 && <p className="text-body-secondary">No players, yet</p>}
      <p className="d-print-none">
        <Link to={seasonId ? `/player?season=${seasonId}` : '/player'}>Leaderboards</Link> from every match
        recorded leg by leg <CsvLink table="players" label={`${view.divisionName} players`} />
      </p>
      {manager && seasonId && (
        <button type="button" className="btn btn-primary d-print-none" onClick={() => setEditing('new')}>
          Add player(s)
        </button>
      )}
      {editing && (
        <PlayerDialog player={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
