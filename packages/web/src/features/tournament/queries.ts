import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { tournamentApi } from '#web/api/tournament';

/** GET /api/Tournament/{id}: the tournament, or null when there is none. */
export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.detail(id),
    queryFn: ({ signal }) => tournamentApi.get(id, signal),
    meta: { handlesErrors: true },
  });

/** Every tournament (the analyse page lists a season's); under the tournaments' key so saves refresh it. */
export const tournamentListQuery = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.list,
    queryFn: () => tournamentApi.list(),
  });
