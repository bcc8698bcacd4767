import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from '#web/app/router';
import { Spinner } from '#web/components/Spinner';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveMatches } from './match/LiveMatches';
import { watchQuery } from './queries';
import { WatchList } from './WatchList';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `/live` without a type: what is live now to pick from, then a date picker and the Superleague button. */
function LiveHome() {
  const [date, setDate] = useState(today());
  const watch = useQuery(watchQuery());
  return (
    <section className="p-3">
      <h1 className="h3">Live now</h1>
      {watch.isPending ? <Spinner label="Loading live matches" /> : <WatchList entries={watch.data ?? []} />}
      <h2 className="h5 mt-4">Superleague</h2>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label className="form-label" htmlFor="live-date">
            Date
          </label>
          <input
            id="live-date"
            type="date"
            className="form-control"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <Link className="btn btn-primary" to={`/live/superleague?date=${encodeURIComponent(date)}`}>
          Superleague
        </Link>
      </div>
    </section>
  );
}

/**
 * `/live`, `/live/{type}`, `/live/match/{id}` and `/live/{type}/?id=…&id=…`.
 * Superleague boards come with the tournaments work; match boards are here.
 */
export function LivePage() {
  useDocumentTitle('Live');
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (!type) return <LiveHome />;
  if (type !== 'match' && type !== 'superleague') return <p className="p-3">Unsupported type</p>;
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  // Superleague boards (finding the date's tournaments, the current match) come with tournaments.
  if (type === 'superleague') return <p className="p-3">Superleague live boards are not available yet.</p>;
  if (ids.length === 0) return <p className="p-3">Specify the ids for the {type}&apos;s</p>;
  return <LiveMatches ids={ids} />;
}
