import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok, type Envelope } from '@darts/core/contract/envelope';
import { seasonIdParamsSchema } from '@darts/core/contract/fields';
import { seasonHealthSchema } from '@darts/core/contract/season';
import {
  editTemplateRequestSchema,
  generateRequestSchema,
  proposalSchema,
  proposeRequestSchema,
  templateCompatibilitySchema,
  templateHealthRequestSchema,
  templateSchema,
  type ProposalDto,
} from '@darts/core/contract/template';
import type { Proposal } from '@darts/core/season/proposal';
import { TEMPLATE_ROUTES } from '@darts/core/contract/routes/template';
import { requireAccess, requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentMadeTemplate, presentProposal, presentTemplate } from '#server/presenters/template';
import {
  checkTemplate,
  deleteTemplate,
  generateProposal,
  getTemplate,
  listTemplates,
  proposeFromTemplate,
  saveTemplate,
  templatesForSeason,
} from '#server/services/templates';
import { serve } from '../serve';

const templateEnvelope = envelopeSchema(templateSchema);
const proposalEnvelope = envelopeSchema(proposalSchema);
const READERS = ['manageSeasonTemplates', 'manageGames'] as const;

/** A proposal answers its own success, errors and warnings, with the proposal either way. */
const proposalAnswer = (proposal: Proposal, result: ProposalDto): Envelope<ProposalDto> => ({
  success: proposal.success,
  errors: proposal.errors,
  warnings: proposal.warnings,
  messages: proposal.messages,
  result,
});

export const templateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TEMPLATE_ROUTES.list,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary: 'Every season template, by name (manageSeasonTemplates or manageGames)',
          response: { 200: z.array(templateSchema) },
        },
      },
      async (request) => {
        requireAnyAccess(request, READERS);
        return (await listTemplates(ctx)).map(presentTemplate);
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary:
            'Create a season template, or edit one with lastUpdated; its health is stored with it (manageSeasonTemplates)',
          body: editTemplateRequestSchema,
          response: { 200: templateEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageSeasonTemplates');
        return ok(presentTemplate(await saveTemplate(ctx, caller, request.body)), ['Template updated']);
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.get,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary: 'One season template (manageSeasonTemplates or manageGames)',
          params: idParamsSchema,
          response: { 200: templateSchema },
        },
      },
      async (request) => {
        requireAnyAccess(request, READERS);
        return presentTemplate(await getTemplate(ctx, request.params.id));
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary: 'Soft-delete a season template (manageSeasonTemplates)',
          params: idParamsSchema,
          response: { 200: templateEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageSeasonTemplates');
        return ok(presentTemplate(await deleteTemplate(ctx, caller, request.params.id)), [
          'Template deleted',
        ]);
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.forSeason,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary:
            "Every template with whether it fits the season's divisions, teams and shared venues (manageGames or manageSeasonTemplates)",
          params: seasonIdParamsSchema,
          response: { 200: envelopeSchema(z.array(templateCompatibilitySchema)) },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, READERS);
        const list = await templatesForSeason(ctx, caller, request.params.seasonId.toLowerCase());
        return ok(
          list.map(({ template, compatibility }) => ({
            ...compatibility,
            result: presentTemplate(template),
          })),
        );
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.propose,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary: "A template's fixtures for the season with its health; nothing is saved (manageGames)",
          body: proposeRequestSchema,
          response: { 200: proposalEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageGames');
        const { proposal, stored } = await proposeFromTemplate(ctx, caller, request.body);
        return proposalAnswer(proposal, presentProposal(proposal, presentTemplate(stored)));
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.generate,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary:
            'Fixtures for the season without a template: a double round-robin per division, with its health; nothing is saved (manageGames)',
          body: generateRequestSchema,
          response: { 200: proposalEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageGames');
        const proposal = await generateProposal(ctx, caller, request.body);
        const template = presentMadeTemplate(proposal.template, null);
        return proposalAnswer(proposal, presentProposal(proposal, template));
      },
    );

    serve(
      app,
      TEMPLATE_ROUTES.health,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Template'],
          summary: 'The nine health checks over a template played as a season (manageSeasonTemplates)',
          body: templateHealthRequestSchema,
          response: { 200: seasonHealthSchema },
        },
      },
      async (request) => {
        requireAccess(request, 'manageSeasonTemplates');
        return checkTemplate(request.body);
      },
    );
  };
