import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { editSeasonRequestSchema, seasonHealthSchema, seasonSchema } from '@darts/core/contract/season';
import { SEASON_ROUTES } from '@darts/core/contract/routes/season';
import { SEASON_MANAGE_ROUTES } from '@darts/core/contract/routes/seasonManage';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentSeason } from '#server/presenters/season';
import { deleteSeason, saveSeason } from '#server/services/seasons';
import { checkSeason } from '#server/services/templates';
import { serve } from '../serve';

const seasonEnvelope = envelopeSchema(seasonSchema);

export const seasonRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const divisionMap = async () => new Map((await ctx.repos.divisions.listAll()).map((d) => [d.id, d]));
    const today = () => ctx.now().toISOString().slice(0, 10);

    serve(
      app,
      SEASON_ROUTES.list,
      {
        schema: {
          tags: ['Season'],
          summary: 'Every season, newest first',
          response: { 200: z.array(seasonSchema) },
        },
      },
      async () => {
        const [seasons, divisions] = await Promise.all([ctx.repos.seasons.list(), divisionMap()]);
        return seasons
          .map((s) => presentSeason(s, divisions, today()))
          .sort((a, b) => b.startDate.localeCompare(a.startDate));
      },
    );

    serve(
      app,
      SEASON_MANAGE_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Season'],
          summary:
            'Create a season (optionally copying the teams of copyTeamsFromSeasonId), or edit one with lastUpdated (manageSeasons)',
          body: editSeasonRequestSchema,
          response: { 200: seasonEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageSeasons');
        const { stored, messages } = await saveSeason(ctx, caller, request.body);
        return ok(presentSeason(stored, await divisionMap(), today()), messages);
      },
    );

    serve(
      app,
      SEASON_ROUTES.get,
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

    serve(
      app,
      SEASON_MANAGE_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Season'],
          summary: 'Soft-delete a season (manageSeasons)',
          params: idParamsSchema,
          response: { 200: seasonEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageSeasons');
        const deleted = await deleteSeason(ctx, caller, request.params.id);
        return ok(presentSeason(deleted, await divisionMap(), today()), ['Season deleted']);
      },
    );

    serve(
      app,
      SEASON_MANAGE_ROUTES.health,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Season'],
          summary: 'Health checks of a season (runHealthChecks; 204 for an unknown season)',
          params: idParamsSchema,
          response: { 200: seasonHealthSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const caller = requireAccess(request, 'runHealthChecks');
        const health = await checkSeason(ctx, caller, request.params.id);
        return health ?? reply.status(204).send(null);
      },
    );
  };
