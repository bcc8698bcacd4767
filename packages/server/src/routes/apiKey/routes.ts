import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeySchema, createApiKeyRequestSchema, createdApiKeySchema } from '@darts/core/contract/apiKey';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { API_KEY_MANAGE_ROUTES } from '@darts/core/contract/routes/apiKeyManage';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { createApiKey, listApiKeys, revokeApiKey } from '#server/services/apiKeys';
import { serve } from '../serve';

/* API keys for the public read API (decision 058): listed, made and revoked by an administrator (manageAccess). */

export const apiKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      API_KEY_MANAGE_ROUTES.list,
      {
        config: { signedIn: true },
        schema: {
          tags: ['API key'],
          summary:
            'The API keys of the public read API, newest first; never the keys themselves (manageAccess)',
          response: { 200: z.array(apiKeySchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        return listApiKeys(ctx);
      },
    );

    serve(
      app,
      API_KEY_MANAGE_ROUTES.create,
      {
        config: { signedIn: true },
        schema: {
          tags: ['API key'],
          summary:
            'A new API key, named for who uses it, reading everything public or (with divisionId) one division; the key is in this answer only (manageAccess)',
          body: createApiKeyRequestSchema,
          response: { 200: envelopeSchema(createdApiKeySchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        const key = await createApiKey(ctx, caller, request.body);
        return ok(key, [`API key ${key.name} made: copy it now, it is not shown again`]);
      },
    );

    serve(
      app,
      API_KEY_MANAGE_ROUTES.revoke,
      {
        config: { signedIn: true },
        schema: {
          tags: ['API key'],
          summary: 'Revoke an API key at once (manageAccess)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        await revokeApiKey(ctx, request.params.id);
        return ok(null, ['API key revoked']);
      },
    );
  };
