import type { Envelope } from '../envelope';
import type { ReportCollectionDto, ReportRequest } from '../report';
import { route } from './route';

/** The season's reports (packages/server/src/routes/report). */
export const REPORT_ROUTES = {
  run: route<Envelope<ReportCollectionDto>, ReportRequest>()('POST', '/api/Report', '/api/Report/'),
} as const;
