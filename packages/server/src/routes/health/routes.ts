import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEALTH_ROUTES } from '@darts/core/contract/routes/health';
import type { AppContext } from '#server/context';
import { serve } from '../serve';

/* /healthz and /readyz (decision 061): unauthenticated, outside /api (no session is looked up), never cached. */

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
  };
