import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeSummaryQuerySchema, homeSummarySchema } from '@darts/core/contract/home';
import { HOME_ROUTES } from '@darts/core/contract/routes/home';
import type { AppContext } from '#server/context';
import { sendReady } from '#server/http/readyAnswer';
import { homeSummaryAnswer } from '#server/services/home';
import { serve } from '../serve';

/** GET /api/Home/Summary: the home page's view of the league, public and the same for everyone. */
export const homeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      HOME_ROUTES.summary,
      {
        // Sent as ready bytes, compressed once per encoding (http/readyAnswer.ts).
        compress: false,
        schema: {
          tags: ['Home'],
          summary:
            "The current (or the given) season's top of each division's table, tonight's and the next fixtures, and the latest results",
          querystring: homeSummaryQuerySchema,
          response: { 200: homeSummarySchema },
        },
      },
      async (request, reply) =>
        sendReady(request, reply, await homeSummaryAnswer(ctx, request.query), 'no-cache'),
    );
  };
