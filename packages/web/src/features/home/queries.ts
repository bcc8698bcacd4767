import { queryOptions } from '@tanstack/react-query';
import { homeApi } from '#web/api/home';
import { queryKeys } from '#web/api/keys';

/** GET /api/Home/Summary; looked at again every minute while the page is open (results come in). */
export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.divisionData.home(),
    queryFn: () => homeApi.summary(),
    refetchInterval: 60_000,
  });
