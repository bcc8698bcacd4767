import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { divisionSchema } from '@darts/core/contract/season';
import type { AppContext } from '../../context';
import { presentDivision } from '../../presenters/season';

export const divisionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Division',
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

    app.get(
      '/api/Division/:id',
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
  };
