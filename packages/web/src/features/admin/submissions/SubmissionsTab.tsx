import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatDate } from '@darts/core/league/dates';
import { Spinner } from '#web/components/Spinner';
import { disagreementsQuery } from '../queries';

/**
 * `/admin/submissions` (manageScores): the fixtures whose two teams' submissions differ, soonest
 * first, each with where they differ and a link to its scorecard, where the administrator merges.
 */
export function SubmissionsTab() {
  const list = useQuery(disagreementsQuery());
  if (list.isPending) return <Spinner label="Loading submissions" />;
  const fixtures = list.data ?? [];
  return (
    <section aria-labelledby="disagreements-title">
      <h3 id="disagreements-title" className="h5">
        Submissions that differ
      </h3>
      {fixtures.length === 0 ? (
        <p>No fixture has two submissions that differ.</p>
      ) : (
        <ul className="list-group">
          {fixtures.map((f) => (
            <li key={f.id} className="list-group-item">
              <Link to={`/score/${encodeURIComponent(f.id)}`}>
                {f.home} vs {f.away}
              </Link>{' '}
              <span className="text-body-secondary">{formatDate(f.date)}</span>
              <div className="small text-break">Differ in {f.differences.join(', ')}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
