import { queryOptions } from '@tanstack/react-query';
import { divisionApi, type DivisionDataRequest } from '#web/api/division';
import { queryKeys } from '#web/api/keys';
import { teamApi } from '#web/api/team';

/**
 * GET /api/Division/Data for the requested divisions and season. The screen shows its own
 * errors ('Error accessing division: Code: {status}'), so they skip the shell's error panel.
 */
export const divisionDataQuery = (request: DivisionDataRequest) =>
  queryOptions({
    queryKey: queryKeys.divisionData.detail(request.divisionIds, request.seasonId),
    queryFn: ({ signal }) => divisionApi.data(request, signal),
    meta: { handlesErrors: true },
  });

/** GET /api/Division/Data of every division of the season on one date. */
export const divisionDataOnDateQuery = (seasonId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.divisionData.onDate(seasonId, date),
    queryFn: ({ signal }) => divisionApi.data({ divisionIds: [], seasonId, date }, signal),
  });

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
