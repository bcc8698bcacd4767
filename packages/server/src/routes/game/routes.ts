import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { editGameRequestSchema, gameSchema } from '@darts/core/contract/game';
import { GAME_ROUTES } from '@darts/core/contract/routes/game';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { gameViewFor, presentGame } from '#server/presenters/game';
import { listFeatures } from '#server/services/features';
import { deleteGame, saveGame } from '#server/services/games';
import { unplayedFixtureRoutes } from './unplayed';
import { serve } from '../serve';

const gameEnvelope = envelopeSchema(gameSchema);

export const gameRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await unplayedFixtureRoutes(ctx)(app, {});

    serve(
      app,
      GAME_ROUTES.list,
      {
        schema: {
          tags: ['Game'],
          summary: 'Every fixture, by date',
          response: { 200: z.array(gameSchema) },
        },
      },
      async (request) => {
        const features = await listFeatures(ctx);
        return (await ctx.repos.games.list())
          .sort((a, b) => (a.doc.date < b.doc.date ? -1 : a.doc.date > b.doc.date ? 1 : 0))
          .map((g) =>
            presentGame(g, request.caller, gameViewFor(g.doc, request.caller, features, ctx.now())),
          );
      },
    );

    serve(
      app,
      GAME_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Game'],
          summary:
            "Create a fixture, or edit one's details with lastUpdated; the date must lie within the season (manageGames)",
          body: editGameRequestSchema,
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageGames');
        return ok(presentGame(await saveGame(ctx, caller, request.body), caller), ['Game updated']);
      },
    );

    serve(
      app,
      GAME_ROUTES.get,
      {
        schema: {
          tags: ['Game'],
          summary:
            'One fixture as the caller may see it: submissions and man of the match per their rights, matches hidden by VetoScores, singles shuffled by RandomisedSingles (deleted ones too; 204 when unknown)',
          params: idParamsSchema,
          response: { 200: gameSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const game = await ctx.repos.games.get(request.params.id);
        if (!game) return reply.status(204).send(null);
        const view = gameViewFor(game.doc, request.caller, await listFeatures(ctx), ctx.now());
        return presentGame(game, request.caller, view);
      },
    );

    serve(
      app,
      GAME_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Game'],
          summary: 'Soft-delete a fixture (manageGames)',
          params: idParamsSchema,
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageGames');
        return ok(presentGame(await deleteGame(ctx, caller, request.params.id), caller), ['Game deleted']);
      },
    );
  };
