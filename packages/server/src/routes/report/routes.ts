import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { z } from 'zod';
import {
  reportCollectionSchema,
  reportCsvQuerySchema,
  reportRequestSchema,
} from '@darts/core/contract/report';
import { REPORT_ROUTES } from '@darts/core/contract/routes/report';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { sendCsv } from '#server/http/csv';
import { reportCsv, runReports } from '#server/services/reports';
import { attachment } from '../division/data';
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

    serve(
      app,
      REPORT_ROUTES.csv,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Report'],
          summary:
            'One of the season’s reports (report: its name) for a division, top N rows, as a CSV file a spreadsheet opens as it is (runReports)',
          querystring: reportCsvQuerySchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const caller = requireAccess(request, 'runReports');
        const { csv, fileName } = await reportCsv(ctx, caller, request.query);
        return sendCsv(request, reply, csv, attachment(fileName));
      },
    );
  };
