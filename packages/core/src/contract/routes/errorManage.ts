import type { ErrorRecord } from '../error';
import { route } from './route';

/** The reported errors, for those who may view them (packages/server/src/routes/error). */
export const ERROR_MANAGE_ROUTES = {
  since: route<ErrorRecord[]>()('GET', '/api/Error/Since/:time'),
  get: route<ErrorRecord>()('GET', '/api/Error/:id'),
} as const;
