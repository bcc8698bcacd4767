import type { Division, EditDivisionRequest } from '../division';
import type { DivisionData } from '../divisionData';
import type { Envelope } from '../envelope';
import { route } from './route';

/** Divisions and the division data (packages/server/src/routes/division). */
export const DIVISION_ROUTES = {
  list: route<Division[]>()('GET', '/api/Division'),
  get: route<Division>()('GET', '/api/Division/:id'),
  /** divisionId (repeated), seasonId, teamId, date and content-type in the query. */
  data: route<DivisionData>()('GET', '/api/Division/Data'),
  save: route<Envelope<Division>, EditDivisionRequest>()('PUT', '/api/Division'),
  delete: route<Envelope<Division>>()('DELETE', '/api/Division/:id'),
} as const;
