import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import {
  editTeamRequestSchema,
  modifyTeamSeasonRequestSchema,
  teamDivisionSeasonParamsSchema,
  teamSchema,
  teamSeasonParamsSchema,
  teamWithoutSeasonsSchema,
} from '@darts/core/contract/team';
import { TEAM_ROUTES } from '@darts/core/contract/routes/team';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentTeam, presentTeamWithoutSeasons } from '#server/presenters/team';
import {
  addTeamSeason,
  listTeams,
  removeTeamSeason,
  saveTeam,
  teamsInDivision,
} from '#server/services/teams';
import { serve } from '../serve';

const teamEnvelope = envelopeSchema(teamSchema);

export const teamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TEAM_ROUTES.list,
      {
        schema: {
          tags: ['Team'],
          summary: 'Every team, by name, without seasons',
          response: { 200: z.array(teamWithoutSeasonsSchema) },
        },
      },
      async () => (await listTeams(ctx)).map(presentTeamWithoutSeasons),
    );

    serve(
      app,
      TEAM_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Team'],
          summary:
            "Create a team in a season, or edit one with lastUpdated: the name and address are carried into the season's fixtures (manageTeams)",
          body: editTeamRequestSchema,
          response: { 200: teamEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageTeams');
        const { stored, messages } = await saveTeam(ctx, caller, request.body);
        return ok(presentTeam(stored, caller), messages);
      },
    );

    serve(
      app,
      TEAM_ROUTES.addSeason,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Team'],
          summary: 'Register a team for a season in a division, optionally copying a squad (manageTeams)',
          body: modifyTeamSeasonRequestSchema,
          response: { 200: teamEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageTeams');
        const { stored, messages } = await addTeamSeason(ctx, caller, request.body);
        return ok(presentTeam(stored, caller), messages);
      },
    );

    serve(
      app,
      TEAM_ROUTES.get,
      {
        schema: {
          tags: ['Team'],
          summary: 'One team with its seasons and players (deleted ones too)',
          params: idParamsSchema,
          response: { 200: teamSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const team = await ctx.repos.teams.get(request.params.id);
        return team ? presentTeam(team, request.caller) : reply.status(204).send(null);
      },
    );

    serve(
      app,
      TEAM_ROUTES.inDivision,
      {
        schema: {
          tags: ['Team'],
          summary: 'The teams registered for a season in a division, with their seasons and players',
          params: teamDivisionSeasonParamsSchema,
          response: { 200: z.array(teamSchema) },
        },
      },
      async (request) =>
        (await teamsInDivision(ctx, request.params.divisionId, request.params.seasonId)).map((t) =>
          presentTeam(t, request.caller),
        ),
    );

    serve(
      app,
      TEAM_ROUTES.removeSeason,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Team'],
          summary: 'Remove a team from one season (manageTeams)',
          params: teamSeasonParamsSchema,
          response: { 200: teamEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageTeams');
        const { stored, messages } = await removeTeamSeason(
          ctx,
          caller,
          request.params.id,
          request.params.seasonId,
        );
        return ok(presentTeam(stored, caller), messages);
      },
    );
  };
