import { useQuery } from '@tanstack/react-query';
import type { WatchableData } from '@darts/core/contract/live';
import { nightName } from '@darts/core/tournament/names';
import { Link } from 'wouter';
import { Icon, DartsIcon, TrophyIcon } from '#web/components/icons';
import { Spinner } from '#web/components/Spinner';
import { watchQuery } from './watch';

/** How a followed record reads in a list: home vs away (at venue), or type at venue. */
export function describeWatch(entry: WatchableData): string {
  const { opponents, venue, type } = entry.eventDetails;
  if (entry.dataType === 'Sayg') {
    const match = opponents.length > 0 ? opponents.join(' vs ') : 'Match';
    return `${match}${venue ? ` at ${venue}` : ''}`;
  }
  // A superleague night (host and opponent) is named as its own page names it.
  if (opponents.length === 2) return nightName(opponents[0], opponents[1]);
  return `${type ?? 'Tournament'}${venue ? ` at ${venue}` : ''}`;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export interface WatchListProps {
  entries: WatchableData[];
  /** The list's accessible name. */
  label?: string;
  /** The publication mode badge (WebSocket or Polling): for the Connections page, not for viewers. */
  showMode?: boolean;
}

/** Matches and tournaments being played now, each a link to its live view, with the last update time. */
export function WatchList({ entries, label = 'Live now', showMode = false }: WatchListProps) {
  if (entries.length === 0) return <p>Nothing is being scored live right now.</p>;
  return (
    <ul className="list-group" aria-label={label}>
      {entries.map((entry) => (
        <li
          key={`${entry.dataType}:${entry.id}`}
          className="list-group-item d-flex align-items-center gap-2 flex-wrap"
        >
          <Link to={entry.relativeUrl} className="me-auto">
            <Icon of={entry.dataType === 'Sayg' ? DartsIcon : TrophyIcon} className="me-1" />
            {describeWatch(entry)}
          </Link>
          {showMode && (
            <span
              className={`badge ${entry.publicationMode === 'WebSocket' ? 'text-bg-success' : 'text-bg-info'}`}
            >
              {entry.publicationMode === 'WebSocket' ? 'WebSocket' : 'Polling'}
            </span>
          )}
          <span className="small text-body-secondary" title="Last update">
            {time(entry.lastUpdate)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What is live now, kept current (the home page and /live). */
export function LiveNowList() {
  const watch = useQuery(watchQuery());
  if (watch.isPending) return <Spinner label="Loading live matches" />;
  return <WatchList entries={watch.data ?? []} />;
}
