import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '@darts/core/contract/common';
import { headToHeadSchema, playerFiguresSchema } from '@darts/core/contract/playerFigures';
import { PLAYER_ROUTES } from '@darts/core/contract/routes/player';
import type { AppContext } from '#server/context';
import { assertFiguresVisible, figuresOfPlayer, headToHeadOf } from '#server/services/playerFigures';
import { serve } from '../serve';

/* Players' own figures from every match recorded leg by leg (issue 28): public, as the tables are, unless the league keeps them to its members (PublicPlayerFigures). */

export const playerFiguresRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      PLAYER_ROUTES.figures,
      {
        schema: {
          tags: ['Player'],
          summary:
            "A player's figures from every singles match recorded leg by leg, in every season: career, each season, each competition, and each match oldest first (3-dart and first-9 averages, checkout %, 100+/140+/180s, best and worst legs); 404 when none is recorded",
          params: idParamsSchema,
          response: { 200: playerFiguresSchema },
        },
      },
      async (request) => {
        await assertFiguresVisible(ctx, request.caller);
        return figuresOfPlayer(ctx, request.params.id, request.caller);
      },
    );

    serve(
      app,
      PLAYER_ROUTES.headToHead,
      {
        schema: {
          tags: ['Player'],
          summary: "Two players' meetings recorded leg by leg: each one's figures in them, and the matches",
          params: z.object({ id: idSchema, otherId: idSchema }),
          response: { 200: headToHeadSchema },
        },
      },
      async (request) => {
        await assertFiguresVisible(ctx, request.caller);
        return headToHeadOf(ctx, request.params.id, request.params.otherId, request.caller);
      },
    );
  };
