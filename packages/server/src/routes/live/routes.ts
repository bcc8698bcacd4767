import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import {
  liveTypeParamSchema,
  socketInfoSchema,
  updatedDataSchema,
  watchableDataSchema,
} from '@darts/core/contract/live';
import { LIVE_ROUTES } from '@darts/core/contract/routes/live';
import { LIVE_UPDATE_ROUTES } from '@darts/core/contract/routes/liveUpdate';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { ApiError, notFound } from '#server/errors';
import { assertCanFollowLive, assertCanPublish } from '#server/live/permissions';
import { watchList } from '#server/live/watch';
import { SAYG_TOKEN_HEADER } from '../sayg/routes';
import { serve } from '../serve';

const updateParams = z.object({ id: idSchema, type: liveTypeParamSchema });
const NOT_TRACKED = 'Entity is not being live-updated';

/**
 * The conditional GET rule: If-None-Match, when sent, decides alone (it catches changes within
 * one second); else If-Modified-Since, against the update time cut to the whole second the
 * Last-Modified header carries.
 */
function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  lastUpdate: string,
): boolean {
  const match = headers['if-none-match'];
  if (match !== undefined) {
    const tags = match.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(lastUpdate) / 1000) * 1000 <= since;
}

export const liveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      LIVE_UPDATE_ROUTES.update,
      {
        schema: {
          tags: ['Live'],
          summary:
            'Poll for the latest published data (If-None-Match or If-Modified-Since: 304 when unchanged; 404 when not tracked)',
          params: updateParams,
          headers: z
            .object({ 'if-modified-since': z.string().optional(), 'if-none-match': z.string().optional() })
            .passthrough(),
          response: { 200: envelopeSchema(updatedDataSchema), 304: z.null() },
        },
      },
      async (request, reply) => {
        await assertCanFollowLive(ctx, request.caller);
        const entry = await ctx.live.store.get(request.params.type, request.params.id.toLowerCase());
        if (!entry) throw new ApiError(404, [NOT_TRACKED]);
        const etag = `"${entry.version ?? Date.parse(entry.lastUpdate).toString(36)}"`;
        // Pollers always ask again; the validators make the answer a 304 while nothing changed.
        reply.header('Cache-Control', 'no-cache');
        reply.header('Last-Modified', new Date(entry.lastUpdate).toUTCString());
        reply.header('ETag', etag);
        if (notModified(request.headers, etag, entry.lastUpdate)) return reply.status(304).send(null);
        return ok({ data: entry.data, lastUpdate: entry.lastUpdate });
      },
    );

    serve(
      app,
      LIVE_UPDATE_ROUTES.publish,
      {
        schema: {
          tags: ['Live'],
          summary: 'Publish data to the subscribers of a record (needs the right to score it)',
          params: updateParams,
          body: z.looseObject({}),
          response: { 200: envelopeSchema(z.object({ lastUpdate: z.string() })) },
        },
      },
      async (request) => {
        const { id, type } = request.params;
        const tokenHeader = request.headers[SAYG_TOKEN_HEADER];
        await assertCanPublish(
          ctx,
          request.caller,
          type,
          id,
          typeof tokenHeader === 'string' ? tokenHeader : undefined,
        );
        const entry = await ctx.live.publish(type, id, request.body, {
          socketId: null,
          mode: 'Polling',
          userName: request.caller?.doc.name ?? null,
          referrer: typeof request.headers['x-ui-url'] === 'string' ? request.headers['x-ui-url'] : null,
        });
        return ok({ lastUpdate: entry.lastUpdate }, ['Update published']);
      },
    );

    const watch = async (request: FastifyRequest, type: string | undefined) =>
      watchList(ctx, type, request.caller);
    serve(
      app,
      LIVE_ROUTES.watch,
      {
        schema: {
          tags: ['Live'],
          summary: 'Everything being followed live',
          response: { 200: z.array(watchableDataSchema) },
        },
      },
      async (request) => watch(request, undefined),
    );
    serve(
      app,
      LIVE_ROUTES.watchType,
      {
        schema: {
          tags: ['Live'],
          summary:
            'Everything of one type (sayg or tournament) being followed live; an id gives that record only',
          params: z.object({ type: z.string().max(100) }),
          response: { 200: z.array(watchableDataSchema) },
        },
      },
      async (request) => watch(request, request.params.type),
    );

    serve(
      app,
      LIVE_ROUTES.sockets,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Live'],
          summary: 'Open web sockets on every instance (manageSockets)',
          response: { 200: z.array(socketInfoSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageSockets');
        return ctx.live.listAllSockets();
      },
    );

    serve(
      app,
      LIVE_ROUTES.closeSocket,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Live'],
          summary: 'Close a web socket (manageSockets)',
          params: z.object({ id: idSchema }),
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageSockets');
        const known = ctx.live.listSockets().some((s) => s.id === request.params.id);
        if (!known && !ctx.config.REDIS_URL) throw notFound('Socket not found');
        await ctx.live.closeSocket(request.params.id);
        return ok(null, ['Socket closed']);
      },
    );
  };
