import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_ROUTES } from '@darts/core/contract/routes/reminder';
import type { AppContext } from '#server/context';
import { turnReminderOff } from '#server/services/reminders';
import { serve } from '../serve';

/* Reminder mails (decision 060): the link in each mail turns its kind off for its address. */

export const reminderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      REMINDER_ROUTES.off,
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['Reminder'],
          summary:
            "The link in a reminder mail: no more reminders of its kind to its address (anyone holding the mail's link); plain text",
          params: z.object({ id: z.string().max(100, { error: 'must be a reminder' }) }),
          querystring: z.object({
            token: z.string({ error: 'is missing: use the link in the mail' }).max(200),
          }),
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const message = await turnReminderOff(ctx, request.params.id, request.query.token);
        return reply.type('text/plain; charset=utf-8').send(message);
      },
    );
  };
