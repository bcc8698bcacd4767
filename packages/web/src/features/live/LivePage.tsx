import { useSearchParams } from 'wouter';
import { useParams } from '#web/routing/location';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveMatches } from './match/LiveMatches';

/**
 * `/live/{type}`, `/live/match/{id}` and `/live/{type}/?id=…&id=…` (`/live` itself is LiveHomePage,
 * `/live/superleague` SuperleagueLivePage).
 */
export function LivePage() {
  useDocumentTitle('Live');
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (type !== 'match') return <p className="p-3">Unsupported type</p>;
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  if (ids.length === 0) return <p className="p-3">Specify the ids for the {type}&apos;s</p>;
  return <LiveMatches ids={ids} />;
}
