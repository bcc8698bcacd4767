import type { EditSeasonRequest, Season } from '@darts/core/contract/season';
import { command, http, segment } from './client';

/** Seasons. */
export const seasonApi = {
  list: async () => (await http.get<Season[]>('/api/Season/')) ?? [],
  get: (id: string) => http.get<Season>(`/api/Season/${segment(id)}`),
  save: (request: EditSeasonRequest) => command<Season>('PUT', '/api/Season/', request),
  delete: (id: string) => command<Season>('DELETE', `/api/Season/${segment(id)}`),
};
