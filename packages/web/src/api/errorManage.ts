import { ERROR_MANAGE_ROUTES } from '@darts/core/contract/routes/errorManage';
import { call } from './client';

/** The reported errors (the admin area): apart from errorApi, so the first page does not load them. */
export const errorManageApi = {
  since: async (time: string) => (await call(ERROR_MANAGE_ROUTES.since, { params: { time } })) ?? [],
  get: (id: string) => call(ERROR_MANAGE_ROUTES.get, { params: { id } }),
};
