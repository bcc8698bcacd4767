import type { PlayerFiguresDto } from '../playerFigures';
import type {
  OpenFixture,
  OpenList,
  OpenPlayerRow,
  OpenSeason,
  OpenTableRow,
  OpenTournament,
} from '../openData';
import { route } from './route';

/**
 * The public read API, version 1 (packages/server/src/routes/v1, decision 058): anyone, limited per
 * address; an API key lifts the limit. Each list answers CSV too, with `format=csv`.
 */
export const OPEN_DATA_ROUTES = {
  seasons: route<OpenSeason[]>()('GET', '/api/v1/seasons'),
  table: route<OpenList<OpenTableRow>>()('GET', '/api/v1/divisions/:divisionId/table'),
  fixtures: route<OpenList<OpenFixture>>()('GET', '/api/v1/divisions/:divisionId/fixtures'),
  players: route<OpenList<OpenPlayerRow>>()('GET', '/api/v1/divisions/:divisionId/players'),
  tournaments: route<OpenList<OpenTournament>>()('GET', '/api/v1/divisions/:divisionId/tournaments'),
  player: route<PlayerFiguresDto>()('GET', '/api/v1/players/:id'),
} as const;
