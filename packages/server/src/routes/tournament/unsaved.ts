import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { unsavedResultsSchema } from '@darts/core/contract/unsaved';
import { requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { tournamentUnsaved } from '#server/services/tournamentUnsaved';
import { RESULTS_FLAGS } from './answer';
import { serve } from '../serve';

/* Results left unsaved: the secretary is told of a match won on its scorer whose result never reached the sheet. */

export const tournamentUnsavedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TOURNAMENT_ROUTES.unsaved,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Matches won on their leg-by-leg records a minute ago and more whose result the tournament does not hold, with the record's legs (manageTournaments or enterTournamentResults)",
          params: idParamsSchema,
          response: { 200: unsavedResultsSchema },
        },
      },
      async (request) => {
        requireAnyAccess(request, RESULTS_FLAGS);
        return tournamentUnsaved(ctx, request.params.id.toLowerCase());
      },
    );
  };
