import type { ErrorReport } from '@darts/core/contract/error';
import { ERROR_ROUTES } from '@darts/core/contract/routes/error';
import { call, commandTo } from './client';

export const errorApi = {
  report: (body: ErrorReport) => commandTo(ERROR_ROUTES.report, { body }),
  since: async (time: string) => (await call(ERROR_ROUTES.since, { params: { time } })) ?? [],
  get: (id: string) => call(ERROR_ROUTES.get, { params: { id } }),
};
