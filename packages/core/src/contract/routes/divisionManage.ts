import type { Division, EditDivisionRequest } from '../division';
import type { Envelope } from '../envelope';
import { route } from './route';

/** A manager's edits of divisions (packages/server/src/routes/division). */
export const DIVISION_MANAGE_ROUTES = {
  save: route<Envelope<Division>, EditDivisionRequest>()('PUT', '/api/Division'),
  delete: route<Envelope<Division>>()('DELETE', '/api/Division/:id'),
} as const;
