import type { EditGameRequest } from '@darts/core/contract/game';
import { GAME_ROUTES } from '@darts/core/contract/routes/game';
import { call, commandTo } from './client';

/** League fixtures, "games" in the API. */
export const gameApi = {
  get: (id: string) => call(GAME_ROUTES.get, { params: { id } }),
  save: (body: EditGameRequest) => commandTo(GAME_ROUTES.save, { body }),
  delete: (id: string) => commandTo(GAME_ROUTES.delete, { params: { id } }),
  /**
   * The bulk delete of a season's unplayed league fixtures: `execute` false is the dry run.
   * The result lists the fixtures ("{id} - {date} ({home} vs {away})").
   */
  deleteUnplayed: (seasonId: string, executeDelete: boolean) =>
    commandTo(GAME_ROUTES.deleteUnplayed, { params: { seasonId, executeDelete } }),
};
