import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { analysisRequestSchema, analysisResultSchema } from '@darts/core/contract/analysis';
import {
  SAYG_TYPE,
  SAYG_UPDATED,
  saygRecordSchema,
  saygUpsertRequestSchema,
} from '@darts/core/contract/sayg';
import { SAYG_ROUTES } from '@darts/core/contract/routes/sayg';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentSayg } from '#server/presenters/sayg';
import { analyseTournaments } from '#server/services/analysis';
import { deleteSayg, upsertSayg } from '#server/services/sayg';
import { serve } from '../serve';

/** The header a browser sends with the edit token it was handed when it created the record. */
export const SAYG_TOKEN_HEADER = 'x-sayg-token';

/** The header a browser sends on creates so that a create repeated after a lost answer is not doubled. */
export const SAYG_CREATE_KEY_HEADER = 'idempotency-key';
export const MAX_CREATE_KEY_LENGTH = 200;

const saveResultSchema = saygRecordSchema.extend({ editToken: z.string().nullable() });

const createKeyMessage = `must be 1 to ${MAX_CREATE_KEY_LENGTH} visible ASCII characters`;
const tokenHeader = z
  .string()
  .optional()
  .describe('The edit token handed out when the record was created (updates and deletes).');
const saveHeadersSchema = z.looseObject({
  [SAYG_CREATE_KEY_HEADER]: z
    .string()
    .max(MAX_CREATE_KEY_LENGTH, { message: createKeyMessage })
    .regex(/^[\x21-\x7e]+$/, { message: createKeyMessage })
    .optional()
    .describe(
      'Creates only: a random key chosen by the creating browser. A create repeated with the same key (its answer was lost) answers the record it created, with the same edit token, instead of creating another.',
    ),
  [SAYG_TOKEN_HEADER]: tokenHeader,
});

export const saygRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tokenOf = (headers: Record<string, unknown>) => {
      const value = headers[SAYG_TOKEN_HEADER];
      return typeof value === 'string' ? value : undefined;
    };

    serve(
      app,
      SAYG_ROUTES.get,
      {
        schema: {
          tags: ['Sayg'],
          summary: 'A leg-by-leg record, scores derived from the throws (deleted ones too)',
          params: idParamsSchema,
          response: { 200: saygRecordSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const stored = await ctx.repos.sayg.get(request.params.id);
        return stored ? presentSayg(stored) : reply.status(204).send(null);
      },
    );

    serve(
      app,
      SAYG_ROUTES.save,
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['Sayg'],
          summary:
            'Create or replace a leg-by-leg record. Creating returns an edit token (send it as X-Sayg-Token on later saves); updates need it, or recordScoresAsYouGo, and the current lastUpdated. Creates may carry an Idempotency-Key: repeating a create with the same key answers the same record and the same edit token.',
          headers: saveHeadersSchema,
          body: saygUpsertRequestSchema,
          response: { 200: envelopeSchema(saveResultSchema) },
        },
      },
      async (request) => {
        const { stored, editToken } = await upsertSayg(ctx, request.caller, request.body, {
          token: tokenOf(request.headers),
          createKey: request.headers[SAYG_CREATE_KEY_HEADER],
          referrer: typeof request.headers['x-ui-url'] === 'string' ? request.headers['x-ui-url'] : null,
        });
        const record = presentSayg(stored);
        return ok({ ...record, editToken }, [SAYG_UPDATED]);
      },
    );

    serve(
      app,
      SAYG_ROUTES.analyse,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Sayg'],
          summary:
            "Breakdowns of the tournaments' leg-by-leg records per team: most frequent throws, highest scores, most frequent players (analyseMatches)",
          body: analysisRequestSchema,
          response: { 200: envelopeSchema(analysisResultSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'analyseMatches');
        return analyseTournaments(ctx, request.body);
      },
    );

    serve(
      app,
      SAYG_ROUTES.delete,
      {
        schema: {
          tags: ['Sayg'],
          summary: 'Soft-delete a leg-by-leg record (its edit token, its creator, or recordScoresAsYouGo)',
          params: idParamsSchema,
          headers: z.looseObject({ [SAYG_TOKEN_HEADER]: tokenHeader }),
          response: { 200: envelopeSchema(saygRecordSchema) },
        },
      },
      async (request) => {
        const stored = await deleteSayg(ctx, request.caller, request.params.id, tokenOf(request.headers));
        return ok(presentSayg(stored), [`${SAYG_TYPE} deleted`]);
      },
    );
  };
