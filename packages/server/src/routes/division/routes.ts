import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { divisionSchema, editDivisionRequestSchema } from '@darts/core/contract/division';
import { DIVISION_ROUTES } from '@darts/core/contract/routes/division';
import { DIVISION_MANAGE_ROUTES } from '@darts/core/contract/routes/divisionManage';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentDivision } from '#server/presenters/season';
import { deleteDivision, saveDivision } from '#server/services/divisions';
import { divisionDataRoutes } from './data';
import { serve } from '../serve';

const divisionEnvelope = envelopeSchema(divisionSchema);

export const divisionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await divisionDataRoutes(ctx)(app, {});

    serve(
      app,
      DIVISION_ROUTES.list,
      {
        schema: {
          tags: ['Division'],
          summary: 'Every division, by name',
          response: { 200: z.array(divisionSchema) },
        },
      },
      async () =>
        (await ctx.repos.divisions.list())
          .map(presentDivision)
          .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
    );

    serve(
      app,
      DIVISION_ROUTES.get,
      {
        schema: {
          tags: ['Division'],
          summary: 'One division',
          params: idParamsSchema,
          response: { 200: divisionSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const division = await ctx.repos.divisions.get(request.params.id);
        return division ? presentDivision(division) : reply.status(204).send(null);
      },
    );

    serve(
      app,
      DIVISION_MANAGE_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Division'],
          summary: 'Create a division, or edit one with lastUpdated (manageDivisions)',
          body: editDivisionRequestSchema,
          response: { 200: divisionEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageDivisions');
        const { stored, created } = await saveDivision(ctx, caller, request.body);
        return ok(presentDivision(stored), [created ? 'Division created' : 'Division updated']);
      },
    );

    serve(
      app,
      DIVISION_MANAGE_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Division'],
          summary: 'Soft-delete a division (manageDivisions)',
          params: idParamsSchema,
          response: { 200: divisionEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageDivisions');
        return ok(presentDivision(await deleteDivision(ctx, caller, request.params.id)), [
          'Division deleted',
        ]);
      },
    );
  };
