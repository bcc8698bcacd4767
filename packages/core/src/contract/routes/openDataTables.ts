import type { OpenFixture, OpenList, OpenPlayerRow, OpenTableRow, OpenTournament } from '../openData';
import { route } from './route';

/**
 * The public read API's division tables (packages/server/src/routes/v1, decision 058), apart from
 * the rest of the API (openData.ts) so a division's tabs load only these with their CSV links.
 * Each answers CSV too, with `format=csv`.
 */
export const OPEN_DATA_TABLE_ROUTES = {
  table: route<OpenList<OpenTableRow>>()('GET', '/api/v1/divisions/:divisionId/table'),
  fixtures: route<OpenList<OpenFixture>>()('GET', '/api/v1/divisions/:divisionId/fixtures'),
  players: route<OpenList<OpenPlayerRow>>()('GET', '/api/v1/divisions/:divisionId/players'),
  tournaments: route<OpenList<OpenTournament>>()('GET', '/api/v1/divisions/:divisionId/tournaments'),
} as const;
