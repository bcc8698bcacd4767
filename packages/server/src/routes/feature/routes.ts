import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { featureSchema, updateFeatureRequestSchema } from '@darts/core/contract/feature';
import { FEATURE_ROUTES } from '@darts/core/contract/routes/feature';
import { FEATURE_MANAGE_ROUTES } from '@darts/core/contract/routes/featureManage';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { listFeatures, updateFeature } from '#server/services/features';
import { serve } from '../serve';

export const featureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      FEATURE_ROUTES.list,
      {
        schema: {
          tags: ['Feature'],
          summary: 'Every known feature with its configured value',
          response: { 200: z.array(featureSchema) },
        },
      },
      async () => listFeatures(ctx),
    );

    serve(
      app,
      FEATURE_MANAGE_ROUTES.update,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Feature'],
          summary: "Set or clear a feature's configured value (manageFeatures)",
          body: updateFeatureRequestSchema,
          response: { 200: envelopeSchema(featureSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageFeatures');
        const { feature, messages } = await updateFeature(ctx, caller, request.body);
        return ok(feature, messages);
      },
    );
  };
