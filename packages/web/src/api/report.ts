import type { ReportRequest } from '@darts/core/contract/report';
import { REPORT_ROUTES } from '@darts/core/contract/routes/report';
import { commandTo } from './client';

/** The season's reports for a division. */
export const reportApi = {
  run: (body: ReportRequest) => commandTo(REPORT_ROUTES.run, { body }),
};
