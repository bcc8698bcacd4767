import type { WatchableData } from '@darts/core/contract/live';
import { Link } from '#web/app/router';

/** How a followed record reads in a list: 🎯 home vs away (at venue), or 🏆 type at venue. */
export function describeWatch(entry: WatchableData): string {
  const { opponents, venue, type } = entry.eventDetails;
  if (entry.dataType === 'Sayg') {
    const match = opponents.length > 0 ? opponents.join(' vs ') : 'Match';
    return `🎯 ${match}${venue ? ` at ${venue}` : ''}`;
  }
  return `🏆 ${type ?? 'Tournament'}${venue ? ` at ${venue}` : ''}`;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Live connections, each with its publication mode badge and last update time. */
export function WatchList({ entries }: { entries: WatchableData[] }) {
  if (entries.length === 0) return <p>Nothing is being scored live right now.</p>;
  return (
    <ul className="list-group" aria-label="Live connections">
      {entries.map((entry) => (
        <li
          key={`${entry.dataType}:${entry.id}`}
          className="list-group-item d-flex align-items-center gap-2 flex-wrap"
        >
          <Link to={entry.relativeUrl} className="me-auto">
            {describeWatch(entry)}
          </Link>
          <span
            className={`badge ${entry.publicationMode === 'WebSocket' ? 'text-bg-success' : 'text-bg-info'}`}
          >
            {entry.publicationMode === 'WebSocket' ? 'WebSocket' : 'Polling'}
          </span>
          <span className="badge rounded-pill text-bg-light" title="Last update">
            {time(entry.lastUpdate)}
          </span>
        </li>
      ))}
    </ul>
  );
}
