import { Link } from 'wouter';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';

/** A player page whose player is neither in the player table nor in the named team's squad. */
export function PlayerNotFound({ wanted, team }: { wanted: string; team: string | null }) {
  const view = useLeagueView();
  useDocumentTitle(`${wanted} could not be found`);
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
