import { useParams, useSearchParams } from '#web/app/router';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveMatches } from './match/LiveMatches';
import { today } from '#web/features/site/today';
import { FindSuperleague } from './superleague/FindSuperleague';
import { SuperleagueBoards } from './superleague/SuperleagueBoards';

/**
 * `/live/{type}`, `/live/match/{id}` and `/live/{type}/?id=…&id=…` (`/live` itself is LiveHomePage).
 * Superleague without ids finds the date's tournaments (today by default; `?division=`, repeated,
 * narrows the search to those divisions) first.
 */
export function LivePage() {
  useDocumentTitle('Live');
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (type !== 'match' && type !== 'superleague') return <p className="p-3">Unsupported type</p>;
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  if (type === 'superleague') {
    if (ids.length > 0) return <SuperleagueBoards ids={ids} />;
    return <FindSuperleague date={search.get('date') || today()} divisions={search.getAll('division')} />;
  }
  if (ids.length === 0) return <p className="p-3">Specify the ids for the {type}&apos;s</p>;
  return <LiveMatches ids={ids} />;
}
