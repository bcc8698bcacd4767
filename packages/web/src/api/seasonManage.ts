import type { EditSeasonRequest } from '@darts/core/contract/season';
import { SEASON_MANAGE_ROUTES } from '@darts/core/contract/routes/seasonManage';
import { commandTo } from './client';

/** A manager's edits of seasons: apart from seasonApi, so the first page does not load them. */
export const seasonManageApi = {
  save: (body: EditSeasonRequest) => commandTo(SEASON_MANAGE_ROUTES.save, { body }),
  delete: (id: string) => commandTo(SEASON_MANAGE_ROUTES.delete, { params: { id } }),
};
