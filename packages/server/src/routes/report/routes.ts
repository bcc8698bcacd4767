import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { reportCollectionSchema, reportRequestSchema } from '@darts/core/contract/report';
import { REPORT_ROUTES } from '@darts/core/contract/routes/report';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { runReports } from '#server/services/reports';
import { serve } from '../serve';

export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      REPORT_ROUTES.run,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Report'],
          summary:
            "The season's reports for a division, top N rows each (runReports; man of the match with manageScores)",
          body: reportRequestSchema,
          response: { 200: envelopeSchema(reportCollectionSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'runReports');
        return ok(await runReports(ctx, caller, request.body));
      },
    );
  };
