import type { CreatePlayerRequest, EditPlayerRequest } from '@darts/core/contract/player';
import { PLAYER_ROUTES } from '@darts/core/contract/routes/player';
import { commandTo } from './client';

/** The all-zero GUID (contract/common.ts's EMPTY_ID, repeated here to keep zod out of the bundle). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export interface PlayerPath {
  seasonId: string;
  teamId: string;
  /** Omitted when creating (the empty GUID is sent; the server picks the id). */
  playerId?: string;
}

const params = ({ seasonId, teamId, playerId }: PlayerPath) => ({
  seasonId,
  teamId,
  playerId: playerId ?? EMPTY_ID,
});

/** Players of a team's squad for a season. Answers carry playerDetails. */
export const playerApi = {
  create: (at: PlayerPath, body: CreatePlayerRequest) =>
    commandTo(PLAYER_ROUTES.create, { params: params(at), body }),
  update: (at: Required<PlayerPath>, body: EditPlayerRequest) =>
    commandTo(PLAYER_ROUTES.update, { params: params(at), body }),
  delete: (at: Required<PlayerPath>) => commandTo(PLAYER_ROUTES.delete, { params: params(at) }),
};
