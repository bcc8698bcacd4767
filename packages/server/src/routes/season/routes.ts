import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { seasonSchema } from '@darts/core/contract/season';
import type { AppContext } from '../../context';
import { presentSeason } from '../../presenters/season';

export const seasonRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const divisionMap = async () => new Map((await ctx.repos.divisions.listAll()).map((d) => [d.id, d]));
    const today = () => ctx.now().toISOString().slice(0, 10);

    const list = async () => {
      const [seasons, divisions] = await Promise.all([ctx.repos.seasons.list(), divisionMap()]);
      return seasons
        .map((s) => presentSeason(s, divisions, today()))
        .sort((a, b) => b.startDate.localeCompare(a.startDate));
    };
    const listSchema = {
      schema: {
        tags: ['Season'],
        summary: 'Every season, newest first',
        response: { 200: z.array(seasonSchema) },
      },
    };
    app.get('/api/Season', listSchema, list);
    app.get('/api/Season/', listSchema, list);

    app.get(
      '/api/Season/:id',
      {
        schema: {
          tags: ['Season'],
          summary: 'One season',
          params: idParamsSchema,
          response: { 200: seasonSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const season = await ctx.repos.seasons.get(request.params.id);
        return season ? presentSeason(season, await divisionMap(), today()) : reply.status(204).send(null);
      },
    );
  };
