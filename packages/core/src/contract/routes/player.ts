import type { CreatePlayerRequest, EditPlayerRequest, PlayerResult } from '../player';
import { route } from './route';

/** Players of a team's squad for a season (packages/server/src/routes/player); creates send the empty id. */
export const PLAYER_ROUTES = {
  create: route<PlayerResult, CreatePlayerRequest>()('POST', '/api/Player/:seasonId/:teamId/:playerId'),
  update: route<PlayerResult, EditPlayerRequest>()('PATCH', '/api/Player/:seasonId/:teamId/:playerId'),
  delete: route<PlayerResult>()('DELETE', '/api/Player/:seasonId/:teamId/:playerId'),
} as const;
