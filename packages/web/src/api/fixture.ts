import type { EditFixtureRequest } from '@darts/core/contract/fixture';
import { FIXTURE_ROUTES } from '@darts/core/contract/routes/fixture';
import { call, commandTo } from './client';

/** League fixtures, "games" in the API. */
export const fixtureApi = {
  get: (id: string) => call(FIXTURE_ROUTES.get, { params: { id } }),
  save: (body: EditFixtureRequest) => commandTo(FIXTURE_ROUTES.save, { body }),
  delete: (id: string) => commandTo(FIXTURE_ROUTES.delete, { params: { id } }),
  /**
   * The bulk delete of a season's unplayed league fixtures: `execute` false is the dry run.
   * The result lists the fixtures ("{id} - {date} ({home} vs {away})").
   */
  deleteUnplayed: (seasonId: string, executeDelete: boolean) =>
    commandTo(FIXTURE_ROUTES.deleteUnplayed, { params: { seasonId, executeDelete } }),
};
