import type { Envelope } from '../envelope';
import type { EditTeamRequest, ModifyTeamSeasonRequest, Team, TeamWithoutSeasons } from '../team';
import { route } from './route';

/** Teams and their season registrations (packages/server/src/routes/team). */
export const TEAM_ROUTES = {
  list: route<TeamWithoutSeasons[]>()('GET', '/api/Team/', '/api/Team'),
  save: route<Envelope<Team>, EditTeamRequest>()('PUT', '/api/Team/', '/api/Team'),
  addSeason: route<Envelope<Team>, ModifyTeamSeasonRequest>()('PUT', '/api/Team/Season'),
  get: route<Team>()('GET', '/api/Team/:id'),
  inDivision: route<Team[]>()('GET', '/api/Team/:divisionId/:seasonId'),
  removeSeason: route<Envelope<Team>>()('DELETE', '/api/Team/:id/:seasonId'),
} as const;
