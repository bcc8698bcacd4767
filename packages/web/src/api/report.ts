import type { ReportCollectionDto, ReportRequest } from '@darts/core/contract/report';
import { command } from './client';

/** The season's reports for a division. */
export const reportApi = {
  run: (request: ReportRequest) => command<ReportCollectionDto>('POST', '/api/Report', request),
};
