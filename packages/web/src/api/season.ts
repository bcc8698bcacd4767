import type { EditSeasonRequest } from '@darts/core/contract/season';
import { SEASON_ROUTES } from '@darts/core/contract/routes/season';
import { call, commandTo } from './client';

/** Seasons. */
export const seasonApi = {
  list: async () => (await call(SEASON_ROUTES.list)) ?? [],
  get: (id: string) => call(SEASON_ROUTES.get, { params: { id } }),
  save: (body: EditSeasonRequest) => commandTo(SEASON_ROUTES.save, { body }),
  delete: (id: string) => commandTo(SEASON_ROUTES.delete, { params: { id } }),
};
