import type { DivisionData } from '@darts/core/contract/divisionData';
import type { Division, EditDivisionRequest } from '@darts/core/contract/division';
import { command, http, segment } from './client';

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

/** Divisions. Only types come from the contract: no zod here. */
export const divisionApi = {
  list: async () => (await http.get<Division[]>('/api/Division')) ?? [],
  get: (id: string) => http.get<Division>(`/api/Division/${segment(id)}`),
  data: (request: DivisionDataRequest & { date?: string | null }, signal?: AbortSignal) =>
    http.get<DivisionData>(`/api/Division/Data?${dataQuery(request)}`, signal ? { signal } : {}),
  save: (request: EditDivisionRequest) => command<Division>('PUT', '/api/Division', request),
  delete: (id: string) => command<Division>('DELETE', `/api/Division/${segment(id)}`),
};

/** The iCalendar feed of a division's (or a team's) fixtures, as a plain link. */
export function calendarHref(request: {
  divisionIds: readonly string[];
  seasonId: string;
  teamId?: string | null;
}) {
  const query = dataQuery(request);
  query.set('content-type', 'text/calendar');
  return `/api/Division/Data?${query}`;
}
