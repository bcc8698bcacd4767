import type { EditGameRequest, Game } from '@darts/core/contract/game';
import { command, http, segment } from './client';

/** League fixtures, "games" in the API. */
export const gameApi = {
  get: (id: string) => http.get<Game>(`/api/Game/${segment(id)}`),
  save: (request: EditGameRequest) => command<Game>('PUT', '/api/Game/', request),
  delete: (id: string) => command<Game>('DELETE', `/api/Game/${segment(id)}`),
  /**
   * The bulk delete of a season's unplayed league fixtures: `execute` false is the dry run.
   * The result lists the fixtures ("{id} - {date} ({home} vs {away})").
   */
  deleteUnplayed: (seasonId: string, execute: boolean) =>
    command<string[]>('DELETE', `/api/Game/${segment(seasonId)}/UnplayedLeagueFixtures/${execute}`),
};
