import type { Envelope } from '../envelope';
import type { ErrorRecord, ErrorReport } from '../error';
import { route } from './route';

/** Error reports (packages/server/src/routes/error). */
export const ERROR_ROUTES = {
  report: route<Envelope<ErrorRecord>, ErrorReport>()('PUT', '/api/Error'),
  since: route<ErrorRecord[]>()('GET', '/api/Error/Since/:time'),
  get: route<ErrorRecord>()('GET', '/api/Error/:id'),
} as const;
