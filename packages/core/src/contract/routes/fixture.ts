import type { Envelope } from '../envelope';
import type { EditFixtureRequest, Fixture } from '../fixture';
import { route } from './route';

/** League fixtures, "games" in the API (packages/server/src/routes/fixture). */
export const FIXTURE_ROUTES = {
  list: route<Fixture[]>()('GET', '/api/Game/', '/api/Game'),
  save: route<Envelope<Fixture>, EditFixtureRequest>()('PUT', '/api/Game/', '/api/Game'),
  get: route<Fixture>()('GET', '/api/Game/:id'),
  delete: route<Envelope<Fixture>>()('DELETE', '/api/Game/:id'),
  /** The bulk delete of a season's unplayed league fixtures: `executeDelete` false is the dry run. */
  deleteUnplayed: route<Envelope<string[]>>()(
    'DELETE',
    '/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete',
  ),
} as const;
