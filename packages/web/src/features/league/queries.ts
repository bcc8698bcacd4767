import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { teamApi } from '#web/api/team';

/* Team queries (the division's data queries are in divisionDataQueries.ts: division tabs load no team API). */

/** One team with its season registrations and squads (edit dialogs need the concurrency tokens). */
export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.teams.detail(id),
    queryFn: () => teamApi.get(id),
    staleTime: 0,
  });

/** The teams registered for a season in one division (qualifier away-team choices span divisions). */
export const divisionTeamsQuery = (divisionId: string, seasonId: string) =>
  queryOptions({
    queryKey: queryKeys.teams.inDivision(divisionId, seasonId),
    queryFn: () => teamApi.inDivision(divisionId, seasonId),
  });
