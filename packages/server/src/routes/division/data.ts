import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { divisionDataQuerySchema, divisionDataSchema } from '@darts/core/contract/divisionData';
import { FEATURE_IDS, featureValue } from '@darts/core/feature/flags';
import { divisionCalendar, fixtureTimes } from '@darts/core/league/calendar';
import type { AppContext } from '../../context';
import { loadDivisionData } from '../../services/divisionData';
import { listFeatures } from '../../services/features';

export const CALENDAR_TYPE = 'text/calendar';

const querySchema = divisionDataQuerySchema.extend({
  'content-type': z.string().optional().describe('text/calendar for an iCalendar feed'),
});

/** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266); path and quote characters become `_`. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/["\\/:*?<>|]/g, '_');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * GET /api/Division/Data: the data of one or more divisions for a season, or (with
 * `content-type=text/calendar` or `Accept: text/calendar`) its fixtures, notes and tournaments as
 * an iCalendar feed.
 */
export const divisionDataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Division/Data',
      {
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
        const noCache = /no-cache/i.test(request.headers['cache-control'] ?? '');
        const data = await loadDivisionData(ctx, request.caller, request.query, { noCache });
        const wantsCalendar =
          request.query['content-type']?.toLowerCase() === CALENDAR_TYPE ||
          (request.headers.accept ?? '').toLowerCase().includes(CALENDAR_TYPE);
        if (!wantsCalendar) return data;

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
