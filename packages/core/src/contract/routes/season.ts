import type { Envelope } from '../envelope';
import type { EditSeasonRequest, Season, SeasonHealth } from '../season';
import { route } from './route';

/** Seasons (packages/server/src/routes/season). */
export const SEASON_ROUTES = {
  list: route<Season[]>()('GET', '/api/Season/', '/api/Season'),
  save: route<Envelope<Season>, EditSeasonRequest>()('PUT', '/api/Season/', '/api/Season'),
  get: route<Season>()('GET', '/api/Season/:id'),
  delete: route<Envelope<Season>>()('DELETE', '/api/Season/:id'),
  health: route<SeasonHealth>()('GET', '/api/Season/:id/health'),
} as const;
