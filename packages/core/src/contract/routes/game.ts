import type { Envelope } from '../envelope';
import type { EditGameRequest, Game } from '../game';
import { route } from './route';

/** League fixtures, "games" in the API (packages/server/src/routes/game). */
export const GAME_ROUTES = {
  list: route<Game[]>()('GET', '/api/Game/', '/api/Game'),
  save: route<Envelope<Game>, EditGameRequest>()('PUT', '/api/Game/', '/api/Game'),
  get: route<Game>()('GET', '/api/Game/:id'),
  delete: route<Envelope<Game>>()('DELETE', '/api/Game/:id'),
  /** The bulk delete of a season's unplayed league fixtures: `executeDelete` false is the dry run. */
  deleteUnplayed: route<Envelope<string[]>>()(
    'DELETE',
    '/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete',
  ),
} as const;
