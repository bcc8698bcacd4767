import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { DataError } from '@darts/core/contract/divisionData';
import { useLeagueView, type LeagueView } from '../context';
import { scoreHref, tournamentHref } from '../links';

function errorHref(error: DataError, view: LeagueView): string | null {
  if (error.gameId) return scoreHref(error.gameId);
  if (error.tournamentId) return tournamentHref(error.tournamentId);
  if (error.teamId) return view.hrefFor({ kind: 'team', team: error.teamId });
  if (error.playerId) return view.hrefFor({ kind: 'player', player: error.playerId, team: null });
  return null;
}

/** 'Errors in division data': each entry links to what it is about; 'Hide errors' hides the list. */
export function DataErrors() {
  const view = useLeagueView();
  const [hidden, setHidden] = useState(false);
  const headingId = useId();
  const errors = view.data.dataErrors;
  if (hidden || errors.length === 0) return null;
  return (
    <section className="alert alert-warning" aria-labelledby={headingId}>
      <h3 className="h6" id={headingId}>
        Errors in division data
      </h3>
      <ol>
        {errors.map((error, index) => {
          const href = errorHref(error, view);
          return <li key={index}>{href ? <Link to={href}>{error.message}</Link> : error.message}</li>;
        })}
      </ol>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setHidden(true)}>
        Hide errors
      </button>
    </section>
  );
}
