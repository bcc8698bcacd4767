import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { headToHeadSchema, playerFiguresSchema } from '@darts/core/contract/playerFigures';
import {
  PLAYER_PRACTICE_MESSAGES,
  practiceChoiceSchema,
  practiceStateSchema,
} from '@darts/core/contract/playerPractice';
import { PLAYER_ROUTES } from '@darts/core/contract/routes/player';
import { PLAYER_PRACTICE_ROUTES } from '@darts/core/contract/routes/playerPractice';
import { requireCaller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import {
  assertFiguresVisible,
  choosePractice,
  figuresOfPlayer,
  headToHeadOf,
  practiceStateOf,
} from '#server/services/playerFigures';
import { serve } from '../serve';

/*
 * Players' own figures from every match recorded leg by leg (issue 28): public, as the tables are,
 * unless the league keeps them to its members (PublicPlayerFigures); and the player's own choice to
 * count their shared practice (decision 062).
 */

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

    serve(
      app,
      PLAYER_PRACTICE_ROUTES.get,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Player'],
          summary:
            "Whether the signed-in account plays as the player (its e-mail address is the player's in a squad) and counts its shared practice in their figures (decision 062)",
          params: idParamsSchema,
          response: { 200: practiceStateSchema },
        },
      },
      async (request) => practiceStateOf(ctx, request.params.id, requireCaller(request)),
    );

    serve(
      app,
      PLAYER_PRACTICE_ROUTES.set,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Player'],
          summary:
            "Count the signed-in account's shared practice matches in the player's figures, as Practice, or stop: only the player's own account (403 for any other)",
          params: idParamsSchema,
          body: practiceChoiceSchema,
          response: { 200: envelopeSchema(practiceStateSchema) },
        },
      },
      async (request) => {
        const state = await choosePractice(
          ctx,
          request.params.id,
          requireCaller(request),
          request.body.counted,
        );
        return ok(state, [
          state.counted ? PLAYER_PRACTICE_MESSAGES.counted : PLAYER_PRACTICE_MESSAGES.notCounted,
        ]);
      },
    );
  };
