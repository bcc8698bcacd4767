import { useQuery } from '@tanstack/react-query';
import type { WatchableData } from '@darts/core/contract/live';
import { nightName } from '@darts/core/tournament/names';
import { Link } from 'wouter';
import { Icon, DartsIcon, TrophyIcon } from '#web/components/icons';
import { Spinner } from '#web/components/Spinner';
import { watchQuery } from './watch';

/**
 * How a followed record reads in a list: a scorecard's match by its fixture (home v away), with
 * the division and which match under it; a tournament's match by its players, with the tournament
 * and round; a practice match by its players; a tournament by its name.
 */
export function describeWatch(entry: WatchableData): { title: string; detail: string | null } {
  const { opponents, venue, type, fixture, competition, match } = entry.eventDetails;
  if (entry.dataType === 'Sayg') {
    const players = opponents.length > 0 ? opponents.join(' vs ') : 'Match';
    const where = [competition, match].filter(Boolean).join(' · ');
    if (fixture) return { title: fixture, detail: [where, players].filter(Boolean).join(': ') };
    return { title: `${players}${venue ? ` at ${venue}` : ''}`, detail: where || null };
  }
  // A superleague night (host and opponent) is named as its own page names it.
  if (opponents.length === 2) return { title: nightName(opponents[0], opponents[1]), detail: null };
  return { title: `${type ?? 'Tournament'}${venue ? ` at ${venue}` : ''}`, detail: null };
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

function WatchName({ entry }: { entry: WatchableData }) {
  const { title, detail } = describeWatch(entry);
  return (
    <span className="me-auto text-break">
      <Link to={entry.relativeUrl}>
        <Icon of={entry.dataType === 'Sayg' ? DartsIcon : TrophyIcon} className="me-1" />
        {title}
      </Link>
      {detail && <span className="d-block small text-body-secondary">{detail}</span>}
    </span>
  );
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
          <WatchName entry={entry} />
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
