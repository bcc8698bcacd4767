import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { errorRecordSchema, errorReportSchema, errorSinceParamsSchema } from '@darts/core/contract/error';
import { idParamsSchema } from '@darts/core/contract/common';
import { ERROR_ROUTES } from '@darts/core/contract/routes/error';
import { ERROR_MANAGE_ROUTES } from '@darts/core/contract/routes/errorManage';
import { callerName, requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentError } from '#server/presenters/error';
import { errorsSince, recordError } from '#server/services/errors';
import { serve } from '../serve';

export const errorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      ERROR_ROUTES.report,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['Error'],
          summary: 'Report a client-side error (anyone)',
          body: errorReportSchema,
          response: { 200: envelopeSchema(errorRecordSchema) },
        },
      },
      async (request) => {
        const stored = await recordError(ctx, {
          ...request.body,
          userName: callerName(request),
          userAgent: request.body.userAgent ?? request.headers['user-agent'] ?? null,
        });
        return ok(presentError(stored), ['Error added']);
      },
    );

    serve(
      app,
      ERROR_MANAGE_ROUTES.since,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Error'],
          summary: 'Error records at or after a time (viewExceptions)',
          params: errorSinceParamsSchema,
          response: { 200: z.array(errorRecordSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'viewExceptions');
        const raw = request.params.time;
        const since = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
        return (await errorsSince(ctx, since)).map(presentError);
      },
    );

    serve(
      app,
      ERROR_MANAGE_ROUTES.get,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Error'],
          summary: 'One error record (viewExceptions)',
          params: idParamsSchema,
          response: { 200: errorRecordSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        requireAccess(request, 'viewExceptions');
        const record = await ctx.repos.errors.get(request.params.id);
        return record ? presentError(record) : reply.status(204).send(null);
      },
    );
  };
