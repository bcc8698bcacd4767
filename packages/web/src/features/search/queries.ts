import { queryOptions } from '@tanstack/react-query';
import { OPEN_DATA_ROUTES } from '@darts/core/contract/routes/openData';
import { call } from '#web/api/client';
import { queryKeys } from '#web/api/keys';

/** Fixtures of every season found by the search in `query` (GET /api/v1/fixtures); asked only with something to search by. */
export const fixtureSearchQuery = (query: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.fixtureSearch(query.toString()),
    queryFn: () => call(OPEN_DATA_ROUTES.search, { query }),
    enabled: query.size > 0,
    retry: false,
  });
