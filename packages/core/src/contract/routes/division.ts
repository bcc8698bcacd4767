import type { Division } from '../division';
import type { DivisionData } from '../divisionData';
import { route } from './route';

/** Divisions and the division data (packages/server/src/routes/division); edits are in divisionManage.ts. */
export const DIVISION_ROUTES = {
  list: route<Division[]>()('GET', '/api/Division'),
  get: route<Division>()('GET', '/api/Division/:id'),
  /** divisionId (repeated), seasonId, teamId, date and content-type in the query. */
  data: route<DivisionData>()('GET', '/api/Division/Data'),
} as const;
