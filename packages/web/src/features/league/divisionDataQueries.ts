import { queryOptions } from '@tanstack/react-query';
import { divisionApi, type DivisionDataRequest } from '#web/api/division';
import { queryKeys } from '#web/api/keys';

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
