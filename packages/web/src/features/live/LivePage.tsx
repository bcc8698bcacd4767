import { useParams, useSearchParams } from '#web/app/router';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveMatches } from './match/LiveMatches';

/**
 * `/live/{type}`, `/live/match/{id}` and `/live/{type}/?id=…&id=…` (`/live` itself is LiveHomePage).
 * Superleague boards come with the tournaments work; match boards are here.
 */
export function LivePage() {
  useDocumentTitle('Live');
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (type !== 'match' && type !== 'superleague') return <p className="p-3">Unsupported type</p>;
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  // Superleague boards (finding the date's tournaments, the current match) come with tournaments.
  if (type === 'superleague') return <p className="p-3">Superleague live boards are not available yet.</p>;
  if (ids.length === 0) return <p className="p-3">Specify the ids for the {type}&apos;s</p>;
  return <LiveMatches ids={ids} />;
}
