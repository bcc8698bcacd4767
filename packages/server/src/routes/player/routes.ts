import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPlayerRequestSchema,
  editPlayerRequestSchema,
  playerParamsSchema,
  playerResultSchema,
  type PlayerResult,
} from '@darts/core/contract/player';
import { PLAYER_ROUTES } from '@darts/core/contract/routes/player';
import { ok } from '@darts/core/contract/envelope';
import { requireAnyAccess, type Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { emailVisibility } from '#server/policies/teams';
import { presentTeam, presentTeamPlayer } from '#server/presenters/team';
import { createPlayer, deletePlayer, updatePlayer, type PlayerWriteResult } from '#server/services/players';
import { serve } from '../serve';

/** Either flag edits squads (docs/domain.md, "Who may do what"). */
const PLAYER_FLAGS = ['managePlayers', 'manageTeams'] as const;

function answer(result: PlayerWriteResult, caller: Caller): PlayerResult {
  return {
    ...ok(presentTeam(result.stored, caller), result.messages),
    playerDetails: presentTeamPlayer(result.player, result.stored, emailVisibility(caller)),
  };
}

export const playerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      PLAYER_ROUTES.create,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Player'],
          summary:
            "Add a player to a team's squad for the season (of newTeamId when given; playerId may be the empty GUID) (managePlayers or manageTeams)",
          params: playerParamsSchema,
          body: createPlayerRequestSchema,
          response: { 200: playerResultSchema },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, PLAYER_FLAGS);
        return answer(await createPlayer(ctx, caller, request.params, request.body), caller);
      },
    );

    serve(
      app,
      PLAYER_ROUTES.update,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Player'],
          summary:
            "Edit a player with the player's lastUpdated; renames reach the season's fixtures, newTeamId moves an unplayed player (managePlayers or manageTeams)",
          params: playerParamsSchema,
          body: editPlayerRequestSchema,
          response: { 200: playerResultSchema },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, PLAYER_FLAGS);
        return answer(await updatePlayer(ctx, caller, request.params, request.body), caller);
      },
    );

    serve(
      app,
      PLAYER_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Player'],
          summary: "Remove a player from the team's squad for the season (managePlayers or manageTeams)",
          params: playerParamsSchema,
          response: { 200: playerResultSchema },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, PLAYER_FLAGS);
        return answer(await deletePlayer(ctx, caller, request.params), caller);
      },
    );
  };
