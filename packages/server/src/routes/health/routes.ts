import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEALTH_ROUTES } from '@darts/core/contract/routes/health';
import type { AppContext } from '#server/context';
import { notFound, notLoggedIn } from '#server/errors';
import { metricsTokenMatches } from '#server/http/metricsPort';
import { serve } from '../serve';

/*
 * /healthz and /readyz (decision 061): unauthenticated, outside /api (no session is looked up),
 * never cached; /metrics for Prometheus behind METRICS_TOKEN (or on METRICS_PORT: http/metricsPort.ts).
 */

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      HEALTH_ROUTES.health,
      {
        schema: {
          tags: ['Health'],
          summary: 'The process is up (200)',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    serve(
      app,
      HEALTH_ROUTES.ready,
      {
        schema: {
          tags: ['Health'],
          summary:
            'Ready for work: the database answers and its migrations are done, Redis answers when configured, and the server is not shutting down; 503 with the reasons when not',
          response: {
            200: z.object({ status: z.enum(['ready', 'not ready']), reasons: z.array(z.string()) }),
            503: z.object({ status: z.enum(['ready', 'not ready']), reasons: z.array(z.string()) }),
          },
        },
      },
      async (_request, reply) => {
        const reasons = await ctx.readiness.reasons(ctx);
        reply.header('Cache-Control', 'no-store').code(reasons.length ? 503 : 200);
        return { status: reasons.length ? ('not ready' as const) : ('ready' as const), reasons };
      },
    );

    serve(
      app,
      HEALTH_ROUTES.metrics,
      {
        schema: {
          tags: ['Health'],
          summary:
            "Metrics in Prometheus' text format (Authorization: Bearer <METRICS_TOKEN>): requests by route and status with latency, live sockets and subscriptions, publish-to-send time, cache hits, the database pool, export and import durations, event-loop delay; 404 while METRICS_TOKEN is unset",
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const token = ctx.config.METRICS_TOKEN;
        if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to serve them');
        if (!metricsTokenMatches(request.headers.authorization, token))
          throw notLoggedIn('Metrics need the METRICS_TOKEN as a bearer token');
        const text = await ctx.metrics.registry.metrics();
        return reply.header('Cache-Control', 'no-store').type(ctx.metrics.registry.contentType).send(text);
      },
    );
  };
