import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { useLocation, useParams } from '#web/routing/location';
import { Spinner } from '#web/components/Spinner';
import { divisionsQuery, seasonsQuery } from '#web/features/site/queries';
import { preloadTab } from './components/lazyTabs';
import { DivisionScreen } from './DivisionScreen';
import { routeRequest } from './route/request';
import { resolveRequest } from './route/resolve';

/**
 * `/division/{division}[/{mode}[/{season}]]` and `/{teams|fixtures|players}[/{season}]?division=`:
 * resolves the division and season values (id or name, any case) with the lists the menu loads,
 * then shows the division screen.
 */
export function DivisionPage() {
  const { division, mode, season } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // One string so the memo sees a change only when the values change.
  const divisionValues = JSON.stringify(search.getAll('division'));
  const request = useMemo(
    () => routeRequest(pathname, { division, mode, season }, JSON.parse(divisionValues) as string[]),
    [pathname, division, mode, season, divisionValues],
  );
  // The tab's code loads alongside the league lists and the division's data.
  useEffect(() => preloadTab(request.mode), [request.mode]);
  const seasons = useQuery(seasonsQuery());
  const divisions = useQuery(divisionsQuery());

  const resolved = useMemo(
    () => resolveRequest(request, seasons.data ?? [], divisions.data ?? []),
    [request, seasons.data, divisions.data],
  );

  if (seasons.isPending || divisions.isPending) return <Spinner label="Loading the league" />;
  if (resolved.problems.length > 0) {
    return (
      <div className="p-3">
        <div className="alert alert-warning" role="alert">
          {resolved.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <DivisionScreen
      request={request}
      resolved={resolved}
      seasons={seasons.data ?? []}
      divisions={divisions.data ?? []}
    />
  );
}
