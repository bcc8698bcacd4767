import { DIVISION_ROUTES } from '@darts/core/contract/routes/division';
import { call, urlOf } from './client';

/** What GET /api/Division/Data is asked for: divisions (ids; none = the whole season) and a season. */
export interface DivisionDataRequest {
  divisionIds: readonly string[];
  seasonId: string | null;
}

function dataQuery(
  request: DivisionDataRequest & { teamId?: string | null; date?: string | null },
): URLSearchParams {
  const query = new URLSearchParams();
  for (const id of request.divisionIds) query.append('divisionId', id);
  if (request.seasonId) query.set('seasonId', request.seasonId);
  if (request.teamId) query.set('teamId', request.teamId);
  if (request.date) query.set('date', request.date);
  return query;
}

/** Divisions. Only types come from the contract: no zod here. A manager's edits are in divisionManage.ts. */
export const divisionApi = {
  list: async () => (await call(DIVISION_ROUTES.list)) ?? [],
  data: (request: DivisionDataRequest & { date?: string | null }, signal?: AbortSignal) =>
    call(DIVISION_ROUTES.data, { query: dataQuery(request), ...(signal ? { signal } : {}) }),
};

/** The iCalendar feed of a division's (or a team's) fixtures, as a plain link. */
export function calendarHref(request: {
  divisionIds: readonly string[];
  seasonId: string;
  teamId?: string | null;
}) {
  const query = dataQuery(request);
  query.set('content-type', 'text/calendar');
  return urlOf(DIVISION_ROUTES.data, { query });
}
