import type { PlayerFiguresDto } from '../playerFigures';
import type { FixtureSearch, OpenSeason } from '../openData';
import { route } from './route';

/**
 * The public read API, version 1 (packages/server/src/routes/v1, decision 058): anyone, limited per
 * address; an API key lifts the limit. A division's tables are in openDataTables.ts.
 */
export const OPEN_DATA_ROUTES = {
  seasons: route<OpenSeason[]>()('GET', '/api/v1/seasons'),
  player: route<PlayerFiguresDto>()('GET', '/api/v1/players/:id'),
  /** Fixtures across seasons by team, player, venue or dates (the header's Search). */
  search: route<FixtureSearch>()('GET', '/api/v1/fixtures'),
} as const;
