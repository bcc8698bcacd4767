import { useSearchParams } from 'wouter';
import { useParams } from '#web/routing/location';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { lazyComponent } from '#web/components/lazyComponent';
import { SuperleagueBoards } from './SuperleagueBoards';

// The finder (its season and division searches, the dates) is for an address without ids only.
const FindSuperleague = lazyComponent(async () => (await import('./FindSuperleague')).FindSuperleague);

/**
 * `/live/superleague/{id}` and `/live/superleague?id=…&id=…`: a board per tournament; without ids
 * it finds the date's tournaments first (`?date=`, today by default; `?division=`, repeated,
 * narrows the search to those divisions). A page of its own, so it
 * loads none of the match boards' code and they none of its (docs/decisions/012).
 */
export function SuperleagueLivePage() {
  useDocumentTitle('Live');
  const { id } = useParams();
  const [search] = useSearchParams();
  const ids = [...(id ? [id] : []), ...search.getAll('id').filter((value) => value.trim() !== '')];
  if (ids.length > 0) return <SuperleagueBoards ids={ids} />;
  return <FindSuperleague date={search.get('date') || null} divisions={search.getAll('division')} />;
}
