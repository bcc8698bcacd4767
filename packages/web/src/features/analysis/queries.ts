import { queryOptions } from '@tanstack/react-query';
import { tournamentListApi } from '#web/api/analysis';
import { queryKeys } from '#web/api/keys';

/** Every tournament, for the season's list (kept under the tournaments' key so saves refresh it). */
export const tournamentListQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.tournaments.all, 'list'] as const,
    queryFn: () => tournamentListApi.list(),
  });
