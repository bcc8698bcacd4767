import type { Envelope } from '../envelope';
import type { ErrorRecord, ErrorReport } from '../error';
import { route } from './route';

/** Error reports (packages/server/src/routes/error); reading them is in errorManage.ts. */
export const ERROR_ROUTES = {
  report: route<Envelope<ErrorRecord>, ErrorReport>()('PUT', '/api/Error'),
} as const;
