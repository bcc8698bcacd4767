import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { templateApi } from '#web/api/template';
import { HealthResult } from '#web/components/HealthResult';
import { Spinner } from '#web/components/Spinner';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';

/** The Health tab: the season's nine health checks (runHealthChecks). */
export function HealthTab() {
  const view = useLeagueView();
  useDocumentTitle('Health', view.divisionName);
  const seasonId = view.season?.id ?? null;
  const query = useQuery({
    queryKey: queryKeys.seasonHealth(seasonId ?? ''),
    queryFn: () => templateApi.seasonHealth(seasonId!),
    enabled: seasonId !== null,
    staleTime: 0,
  });
  let body;
  if (seasonId === null || (!query.isPending && !query.data)) body = <p>No health check result</p>;
  else if (query.isPending) body = <Spinner label="Checking the season's health" />;
  else body = <HealthResult health={query.data!} />;
  return (
    <section aria-label="Health">
      <h2 className="h4">{view.divisionName}: Health</h2>
      {body}
    </section>
  );
}
