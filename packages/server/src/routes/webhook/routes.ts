import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { WEBHOOK_MANAGE_ROUTES } from '@darts/core/contract/routes/webhookManage';
import {
  createWebhookRequestSchema,
  createdWebhookSchema,
  deliverySchema,
  webhookSchema,
} from '@darts/core/contract/webhook';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  resumeWebhook,
} from '#server/services/webhooks';
import { serve } from '../serve';

/* Webhooks (decision 059): made, listed with their deliveries, resumed and removed by an administrator (manageAccess). */

export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Webhook'];
    serve(
      app,
      WEBHOOK_MANAGE_ROUTES.list,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: 'The webhooks, without their secrets (manageAccess)',
          response: { 200: z.array(webhookSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        return listWebhooks(ctx);
      },
    );

    serve(
      app,
      WEBHOOK_MANAGE_ROUTES.create,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary:
            'A new webhook: the events it hears (result.published, fixture.changed, tournament.finished, match.live) are POSTed to its address, signed in X-Darts-Signature (t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>"> with its secret, in this answer only), retried for a day; a private or local address only when allowPrivate (manageAccess)',
          body: createWebhookRequestSchema,
          response: { 200: envelopeSchema(createdWebhookSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        const hook = await createWebhook(ctx, caller, request.body);
        return ok(hook, ['Webhook made: copy its secret now, it is not shown again']);
      },
    );

    serve(
      app,
      WEBHOOK_MANAGE_ROUTES.remove,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: 'Remove a webhook and its deliveries (manageAccess)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        await removeWebhook(ctx, request.params.id);
        return ok(null, ['Webhook removed']);
      },
    );

    serve(
      app,
      WEBHOOK_MANAGE_ROUTES.resume,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: 'Send a paused webhook again: its failed deliveries are tried once more (manageAccess)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(webhookSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        return ok(await resumeWebhook(ctx, caller, request.params.id), ['Webhook resumed']);
      },
    );

    serve(
      app,
      WEBHOOK_MANAGE_ROUTES.deliveries,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: "A webhook's latest deliveries, newest first, with the receiver's answers (manageAccess)",
          params: idParamsSchema,
          response: { 200: z.array(deliverySchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        return listDeliveries(ctx, request.params.id);
      },
    );
  };
