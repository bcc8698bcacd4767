import { useParams, useSearchParams } from '#web/app/router';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { lazyComponent } from '#web/components/lazyComponent';
import { LiveMatches } from './match/LiveMatches';

const SuperleagueLive = lazyComponent(
  async () => (await import('./superleague/SuperleagueLive')).SuperleagueLive,
);

/**
 * `/live/{type}`, `/live/match/{id}` and `/live/{type}/?id=…&id=…` (`/live` itself is LiveHomePage).
 * Superleague without ids finds the date's tournaments (today by default) first.
 */
export function LivePage() {
  useDocumentTitle('Live');
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (type !== 'match' && type !== 'superleague') return <p className="p-3">Unsupported type</p>;
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  if (type === 'superleague') return <SuperleagueLive ids={ids} date={search.get('date')} />;
  if (ids.length === 0) return <p className="p-3">Specify the ids for the {type}&apos;s</p>;
  return <LiveMatches ids={ids} />;
}
