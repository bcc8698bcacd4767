import type { CreatePlayerRequest, EditPlayerRequest, PlayerResult } from '../player';
import type { HeadToHeadDto, PlayerFiguresDto } from '../playerFigures';
import { route } from './route';

/** Players of a team's squad for a season (packages/server/src/routes/player); creates send the empty id. */
export const PLAYER_ROUTES = {
  create: route<PlayerResult, CreatePlayerRequest>()('POST', '/api/Player/:seasonId/:teamId/:playerId'),
  update: route<PlayerResult, EditPlayerRequest>()('PATCH', '/api/Player/:seasonId/:teamId/:playerId'),
  delete: route<PlayerResult>()('DELETE', '/api/Player/:seasonId/:teamId/:playerId'),
  /** A player's own figures from every match recorded leg by leg (issue 28). */
  figures: route<PlayerFiguresDto>()('GET', '/api/Player/:id/Figures'),
  /** Two players' meetings, each one's figures in them. */
  headToHead: route<HeadToHeadDto>()('GET', '/api/Player/:id/HeadToHead/:otherId'),
} as const;
