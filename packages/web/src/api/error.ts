import type { ErrorReport } from '@darts/core/contract/error';
import { ERROR_ROUTES } from '@darts/core/contract/routes/error';
import { commandTo } from './client';

/** Reporting an error (every page may); reading them is in errorManage.ts. */
export const errorApi = {
  report: (body: ErrorReport) => commandTo(ERROR_ROUTES.report, { body }),
};
