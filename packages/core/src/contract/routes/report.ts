import type { Envelope } from '../envelope';
import type { ReportCollectionDto, ReportRequest } from '../report';
import { route } from './route';

/** The season's reports (packages/server/src/routes/report). */
export const REPORT_ROUTES = {
  run: route<Envelope<ReportCollectionDto>, ReportRequest>()('POST', '/api/Report', '/api/Report/'),
  /** One report as a CSV file a spreadsheet opens as it is (the same request, and the report's name). */
  csv: route<string>()('GET', '/api/Report/Csv'),
} as const;
