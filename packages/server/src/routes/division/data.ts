import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  divisionDataQuerySchema,
  divisionDataSchema,
  type DivisionData,
} from '@darts/core/contract/divisionData';
import { FEATURE_IDS, featureValue } from '@darts/core/feature/flags';
import { divisionCalendar, fixtureTimes } from '@darts/core/league/calendar';
import { DIVISION_ROUTES } from '@darts/core/contract/routes/division';
import type { AppContext } from '#server/context';
import { sendReady } from '#server/http/readyAnswer';
import { cachedAnonymousAnswer, divisionDataAnswer } from '#server/services/divisionData';
import { divisionDataFastPath } from './fastPath';
import { listFeatures } from '#server/services/features';
import { serve } from '../serve';

export const CALENDAR_TYPE = 'text/calendar';
const PUBLIC = 'no-cache';
const PRIVATE = 'private, no-store';

const querySchema = divisionDataQuerySchema.extend({
  'content-type': z.string().optional().describe('text/calendar for an iCalendar feed'),
});

/** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266); path and quote characters become `_`. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/["\\/:*?<>|]/g, '_');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** A `Cache-Control: no-cache` request recomputes the answer (and replaces the cached one). */
const wantsFresh = (request: FastifyRequest) => /no-cache/i.test(request.headers['cache-control'] ?? '');
const acceptsCalendar = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes(CALENDAR_TYPE);

/**
 * GET /api/Division/Data: the data of one or more divisions for a season, or (with
 * `content-type=text/calendar` or `Accept: text/calendar`) its fixtures, notes and tournaments as
 * an iCalendar feed.
 */
export const divisionDataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      DIVISION_ROUTES.data,
      {
        // The answer is sent as ready bytes, compressed once per encoding (http/readyAnswer.ts).
        compress: false,
        // Fast path: an anonymous answer already cached goes out before the query is parsed.
        onRequest: async (request, reply) => {
          if (request.caller || wantsFresh(request) || acceptsCalendar(request)) return;
          if (/content-type=/i.test(request.url)) return;
          const cached = cachedAnonymousAnswer(ctx, request.url);
          if (cached) await sendReady(request, reply, cached, PUBLIC);
        },
        // The server-level fast path (fastPath.ts) answers with the headers the app sends.
        onSend: async (request, reply) => {
          if (!request.caller && reply.statusCode === 200) divisionDataFastPath(ctx).learn(reply);
        },
        schema: {
          tags: ['Division'],
          summary:
            'Teams, players and fixtures of divisions in a season (divisionId repeated and/or comma-separated, seasonId, teamId, date, excludeProposals, ignoreDates); an iCalendar feed with content-type=text/calendar',
          querystring: querySchema,
          response: {
            200: z.union([divisionDataSchema, z.string().describe('text/calendar (the iCalendar feed)')]),
          },
        },
      },
      async (request, reply) => {
        const noCache = wantsFresh(request);
        const answer = await divisionDataAnswer(ctx, request.caller, request.query, {
          noCache,
          url: request.url,
        });
        const wantsCalendar =
          request.query['content-type']?.toLowerCase() === CALENDAR_TYPE || acceptsCalendar(request);
        // Browsers revalidate with the ETag; an answer shaped by the signed-in caller stays theirs.
        if (!wantsCalendar) return sendReady(request, reply, answer, request.caller ? PRIVATE : PUBLIC);

        const data = JSON.parse(answer.json.toString('utf8')) as DivisionData;
        const seasonName = data.season?.name ?? data.name;
        const features = await listFeatures(ctx);
        const siteName = ctx.config.SITE_NAME;
        const baseUrl = (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
        const text = divisionCalendar({
          productName: siteName,
          seasonName,
          baseUrl,
          fixtureDates: data.fixtures,
          now: ctx.now().toISOString(),
          ...fixtureTimes(
            featureValue(features.find((f) => f.id === FEATURE_IDS.fixtureStartTime)),
            featureValue(features.find((f) => f.id === FEATURE_IDS.fixtureDuration)),
          ),
        });
        return reply
          .type(`${CALENDAR_TYPE}; charset=utf-8`)
          .header('Content-Disposition', attachment(`${siteName} - ${seasonName}.ics`))
          .send(text);
      },
    );
  };
