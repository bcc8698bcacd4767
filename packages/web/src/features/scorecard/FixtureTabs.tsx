import { Link } from 'wouter';
import type { Fixture } from '@darts/core/contract/fixture';
import { formatDate } from '@darts/core/league/dates';

const enc = encodeURIComponent;

/** The scorecard's tabs: Teams, Fixtures, the fixture's date, Players. */
export function FixtureTabs({ game, date }: { game: Fixture; date: string }) {
  const base = `/division/${enc(game.divisionId)}`;
  const season = enc(game.seasonId);
  return (
    <nav aria-label="Fixture">
      <ul className="nav nav-tabs mb-3">
        <li className="nav-item">
          <Link className="nav-link" to={`${base}/teams/${season}`}>
            Teams
          </Link>
        </li>
        <li className="nav-item">
          <Link className="nav-link" to={`${base}/fixtures/${season}`}>
            Fixtures
          </Link>
        </li>
        <li className="nav-item">
          <span className="nav-link active" aria-current="page">
            {formatDate(date)}
          </span>
        </li>
        <li className="nav-item">
          <Link className="nav-link" to={`${base}/players/${season}`}>
            Players
          </Link>
        </li>
      </ul>
    </nav>
  );
}
