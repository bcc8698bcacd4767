import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { tournamentAveragesSchema } from '@darts/core/contract/tournamentAverages';
import { requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { tournamentAverages } from '#server/services/tournamentAverages';
import { RESULTS_FLAGS } from './answer';
import { serve } from '../serve';

/* A tournament's sides' rolling averages, for a handicap worked out from them. */

export const tournamentAveragesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TOURNAMENT_ROUTES.averages,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Each side's rolling 3-dart average over its player's last 10 legs recorded leg by leg in the season (manageTournaments or enterTournamentResults): the basis of a handicap from averages",
          params: idParamsSchema,
          response: { 200: tournamentAveragesSchema },
        },
      },
      async (request) => {
        requireAnyAccess(request, RESULTS_FLAGS);
        return tournamentAverages(ctx, request.params.id.toLowerCase());
      },
    );
  };
