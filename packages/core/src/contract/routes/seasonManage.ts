import type { Envelope } from '../envelope';
import type { EditSeasonRequest, Season, SeasonHealth } from '../season';
import { route } from './route';

/** A manager's edits of seasons and a season's health (packages/server/src/routes/season). */
export const SEASON_MANAGE_ROUTES = {
  save: route<Envelope<Season>, EditSeasonRequest>()('PUT', '/api/Season/', '/api/Season'),
  delete: route<Envelope<Season>>()('DELETE', '/api/Season/:id'),
  health: route<SeasonHealth>()('GET', '/api/Season/:id/health'),
} as const;
