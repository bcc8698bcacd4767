import { SEASON_ROUTES } from '@darts/core/contract/routes/season';
import { call } from './client';

/** Seasons. A manager's edits are in seasonManage.ts. */
export const seasonApi = {
  list: async () => (await call(SEASON_ROUTES.list)) ?? [],
};
