import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import { unsavedResultsSchema } from '@darts/core/contract/unsaved';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { scorecardUnsaved } from '#server/services/scorecardUnsaved';
import { serve } from '../serve';

/* Results left unsaved on a fixture night's card: a match won on its scorer whose score never reached the card. */

export const scorecardUnsavedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      SCORECARD_ROUTES.unsaved,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary:
            "A fixture's matches won on their leg-by-leg records a minute ago and more whose score the card does not hold, with the record's legs (manageScores)",
          params: idParamsSchema,
          response: { 200: unsavedResultsSchema },
        },
      },
      async (request) => {
        requireAccess(request, 'manageScores');
        return scorecardUnsaved(ctx, request.params.id.toLowerCase());
      },
    );
  };
