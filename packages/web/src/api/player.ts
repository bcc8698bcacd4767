import type { CreatePlayerRequest, EditPlayerRequest, PlayerResult } from '@darts/core/contract/player';
import { command, segment } from './client';

/** The all-zero GUID (contract/common.ts's EMPTY_ID, repeated here to keep zod out of the bundle). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export interface PlayerPath {
  seasonId: string;
  teamId: string;
  /** Omitted when creating (the empty GUID is sent; the server picks the id). */
  playerId?: string;
}

const path = ({ seasonId, teamId, playerId }: PlayerPath) =>
  `/api/Player/${segment(seasonId)}/${segment(teamId)}/${segment(playerId ?? EMPTY_ID)}`;

/** Players of a team's squad for a season. Answers carry playerDetails. */
export const playerApi = {
  create: (at: PlayerPath, request: CreatePlayerRequest) =>
    command<PlayerResult['result']>('POST', path(at), request),
  update: (at: Required<PlayerPath>, request: EditPlayerRequest) =>
    command<PlayerResult['result']>('PATCH', path(at), request),
  delete: (at: Required<PlayerPath>) => command<PlayerResult['result']>('DELETE', path(at)),
};
