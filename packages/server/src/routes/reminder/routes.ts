import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_ROUTES } from '@darts/core/contract/routes/reminder';
import type { AppContext } from '#server/context';
import { turnReminderOff, turnReminderOn, type ReminderSwitch } from '#server/services/reminders';
import { serve } from '../serve';

/*
 * Reminder mails (decision 060): the link in each mail turns its kind off for its address; the
 * page it opens offers "Turn back on" (the same token), which offers "Turn off" again.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A short page: what was done, and a link undoing it. No script or style (the site's CSP holds). */
function page({ message, undo }: ReminderSwitch): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Reminders</title>',
    `<p>${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(undo.path)}">${escapeHtml(undo.label)}</a></p>`,
    '',
  ].join('\n');
}

const linkSchema = {
  params: z.object({ id: z.string().max(100, { error: 'must be a reminder' }) }),
  querystring: z.object({
    token: z.string({ error: 'is missing: use the link in the mail' }).max(200),
  }),
  response: { 200: z.string() },
};

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
            "The link in a reminder mail: no more reminders of its kind to its address (anyone holding the mail's link); a page offering to turn them back on",
          ...linkSchema,
        },
      },
      async (request, reply) => {
        const done = await turnReminderOff(ctx, request.params.id, request.query.token);
        return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(done));
      },
    );
    serve(
      app,
      REMINDER_ROUTES.on,
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['Reminder'],
          summary:
            "Turn back on: reminders of the link's kind to its address again (the token of the mail's link); a page offering to turn them off",
          ...linkSchema,
        },
      },
      async (request, reply) => {
        const done = await turnReminderOn(ctx, request.params.id, request.query.token);
        return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(done));
      },
    );
  };
