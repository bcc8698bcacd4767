import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { unplayedFixturesParamsSchema } from '@darts/core/contract/game';
import { GAME_ROUTES } from '@darts/core/contract/routes/game';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { unplayedFixtures } from '#server/services/games';
import { serve } from '../serve';

/**
 * The bulk delete of a season's unplayed fixtures,
 * `DELETE /api/Game/{seasonId}/UnplayedLeagueFixtures/{executeDelete}`: `false` lists what would
 * go (dry run), `true` deletes it for good.
 */
export const unplayedFixtureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      GAME_ROUTES.deleteUnplayed,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Game'],
          summary:
            "List (executeDelete=false) or permanently delete (true) a season's fixtures without scores (bulkDeleteLeagueFixtures)",
          params: unplayedFixturesParamsSchema,
          response: { 200: envelopeSchema(z.array(z.string())) },
        },
      },
      async (request) => {
        requireAccess(request, 'bulkDeleteLeagueFixtures');
        const { result, messages } = await unplayedFixtures(
          ctx,
          request.params.seasonId,
          request.params.executeDelete,
        );
        return ok(result, messages);
      },
    );
  };
