import type { EditTeamRequest, ModifyTeamSeasonRequest } from '@darts/core/contract/team';
import { TEAM_ROUTES } from '@darts/core/contract/routes/team';
import { call, commandTo } from './client';

/** Teams and their season registrations. */
export const teamApi = {
  list: async () => (await call(TEAM_ROUTES.list)) ?? [],
  get: (id: string) => call(TEAM_ROUTES.get, { params: { id } }),
  inDivision: async (divisionId: string, seasonId: string) =>
    (await call(TEAM_ROUTES.inDivision, { params: { divisionId, seasonId } })) ?? [],
  save: (body: EditTeamRequest) => commandTo(TEAM_ROUTES.save, { body }),
  addSeason: (body: ModifyTeamSeasonRequest) => commandTo(TEAM_ROUTES.addSeason, { body }),
  removeSeason: (id: string, seasonId: string) =>
    commandTo(TEAM_ROUTES.removeSeason, { params: { id, seasonId } }),
};
