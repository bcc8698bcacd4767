import type {
  EditTeamRequest,
  ModifyTeamSeasonRequest,
  Team,
  TeamWithoutSeasons,
} from '@darts/core/contract/team';
import { command, http, segment } from './client';

/** Teams and their season registrations. */
export const teamApi = {
  list: async () => (await http.get<TeamWithoutSeasons[]>('/api/Team/')) ?? [],
  get: (id: string) => http.get<Team>(`/api/Team/${segment(id)}`),
  inDivision: async (divisionId: string, seasonId: string) =>
    (await http.get<Team[]>(`/api/Team/${segment(divisionId)}/${segment(seasonId)}`)) ?? [],
  save: (request: EditTeamRequest) => command<Team>('PUT', '/api/Team/', request),
  addSeason: (request: ModifyTeamSeasonRequest) => command<Team>('PUT', '/api/Team/Season', request),
  removeSeason: (teamId: string, seasonId: string) =>
    command<Team>('DELETE', `/api/Team/${segment(teamId)}/${segment(seasonId)}`),
};
