import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { failed } from '@darts/core/contract/envelope';
import { inUserWords, problemInUserWords } from '@darts/core/contract/userWords';
import { LIVE_UPDATE_ROUTES } from '@darts/core/contract/routes/liveUpdate';
import { wirePaths } from '@darts/core/contract/routes/route';
import {
  clientMessageSchema,
  liveMessage,
  type LiveDataType,
  type LivePayload,
} from '@darts/core/contract/live';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { AppContext } from '#server/context';
import { ApiError } from '#server/errors';
import { CROSS_SITE_REFUSED, fromOwnApplication } from '#server/http/csrf';
import { preparedSender } from './frames';
import { assertCanFollowLive, assertCanPublish, assertStored } from './permissions';
import { clientKey } from '#server/http/clientAddress';
import { jsonShapeProblem } from '@darts/core/contract/jsonShape';
import { shapeMessage } from '#server/http/jsonShape';

const MAX_MESSAGE_BYTES = 512 * 1024;
/** What a bare `id` of a socket message names, as the HTTP side of /api/Live does (http/errorHandler.ts). */
const NOUNS = { id: 'The match' };
const isGuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The web socket at /api/Live/?referrer=...: subscribe, unsubscribe, publish and keep-alive
 * (Marco/Polo). A bad message gets an Error message back, never a crash or a dropped socket.
 * The upgrade is refused (403) unless it comes from the application's own origin, as the CSRF rule
 * refuses cross-site writes: a page on another port or subdomain would otherwise act with the
 * visitor's cookie. One client address holds at most LiveLimits' sockets: past them the upgrade is
 * refused with 429, or a socket that raced past the check is closed with 1008 (docs/decisions/038).
 */
export function registerLiveSocket(app: FastifyInstance, ctx: AppContext): void {
  const onSocket = (socket: WebSocket, request: FastifyRequest) => {
    const caller = request.caller;
    // The session is checked again on every subscription and publish: a device revoked or an
    // account signed out meanwhile keeps no more rights on its open socket than a visitor.
    const token = request.cookies[SESSION_COOKIE];
    const callerNow = async () =>
      caller ? ((await ctx.sessions.resolve(token, ctx.now()))?.user ?? null) : null;
    const query = request.query as Record<string, unknown>;
    const referrer = typeof query.referrer === 'string' ? query.referrer.slice(0, 2000) : null;
    const address = clientKey(request.ip);
    const refused = ctx.live.socketRefusal(address);
    if (refused) {
      socket.send(JSON.stringify(liveMessage('Error', { message: refused })));
      return socket.close(1008, 'Too many live connections from one address');
    }
    const sendPrepared = preparedSender(socket);
    const socketId = ctx.live.connect(
      {
        send: (message) => (typeof message === 'string' ? socket.send(message) : sendPrepared(message)),
        close: (code?: number, reason?: string) => socket.close(code, reason),
      },
      { userName: caller?.doc.name ?? null, originatingUrl: referrer, address },
    );
    const error = (message: string, id: string | null = null) =>
      ctx.live.send(socketId, liveMessage('Error', { id, message }));

    const handle = async (raw: string) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return error('Message is not valid JSON');
      }
      const tooBig = jsonShapeProblem(parsed);
      if (tooBig) return error(shapeMessage(tooBig));
      const result = clientMessageSchema.safeParse(parsed);
      // In the league's words, as every 400 is (docs/decisions/021).
      if (!result.success)
        return error(
          result.error.issues.map((i) => inUserWords(i.path.map(String), i.message, NOUNS)).join('; '),
        );
      const message = result.data;
      const id = message.id ?? null;
      const dataType = (
        message.dataType === 'Sayg' || message.dataType === 'Tournament' ? message.dataType : null
      ) as LiveDataType | null;
      switch (message.type) {
        case 'Marco':
          return ctx.live.send(socketId, liveMessage('Polo'));
        case 'Polo':
          return;
        case 'Subscribed':
          if (!id || !isGuid(id)) return error('Id is required', id);
          await assertCanFollowLive(ctx, await callerNow());
          // Only a stored record may be held; one some socket here follows was found already.
          if (ctx.live.subscriberCount(dataType ?? 'Sayg', id) === 0)
            await assertStored(ctx, dataType ?? 'Sayg', id);
          return ctx.live.subscribe(socketId, dataType ?? 'Sayg', id);
        case 'Unsubscribed':
          if (!id) return error('Id is required');
          return ctx.live.unsubscribe(socketId, dataType, id);
        case 'Update': {
          if (!id || !isGuid(id) || message.data === undefined || message.data === null)
            return error('Data and Id is required', id);
          const publisher = await callerNow();
          await assertCanPublish(ctx, publisher, dataType ?? 'Sayg', id, message.token ?? undefined);
          // Passed through as the scorer sent it; receivers check its shape.
          await ctx.live.publish(dataType ?? 'Sayg', id, message.data as LivePayload, {
            socketId,
            mode: 'WebSocket',
            userName: publisher?.doc.name ?? null,
            referrer,
          });
          return;
        }
        default:
          return error(`Unsupported type: ${message.type}`, id);
      }
    };

    socket.on('message', (data, isBinary) => {
      ctx.live.received(socketId);
      const text = isBinary ? null : data.toString();
      if (text === null || text.length > MAX_MESSAGE_BYTES) {
        error('Messages must be JSON text of at most 512 KB');
        return;
      }
      handle(text).catch((e: unknown) => {
        const parsedId = (() => {
          try {
            return (JSON.parse(text) as { id?: string }).id ?? null;
          } catch {
            return null;
          }
        })();
        if (e instanceof ApiError)
          error(e.errors.map((p) => problemInUserWords(p, NOUNS)).join('; '), parsedId);
        else {
          request.log.error({ err: e }, 'live message failed');
          error('The message could not be handled', parsedId);
        }
      });
    });
    socket.on('close', () => ctx.live.disconnect(socketId));
    socket.on('error', () => ctx.live.disconnect(socketId));
  };

  for (const url of wirePaths(LIVE_UPDATE_ROUTES.socket)) {
    app.route({
      method: LIVE_UPDATE_ROUTES.socket.method,
      url,
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (request.ws && !fromOwnApplication(request, ctx.config.PUBLIC_URL)) {
          return reply.status(403).send(failed({ errors: [CROSS_SITE_REFUSED] }));
        }
        const refused = request.ws ? ctx.live.socketRefusal(clientKey(request.ip)) : null;
        if (refused) return reply.status(429).send(failed({ errors: [refused] }));
      },
      handler: async (_request, reply) =>
        reply.status(400).send({
          success: false,
          errors: ['Should be requested as a web-socket'],
          warnings: [],
          messages: [],
          result: null,
        }),
      wsHandler: onSocket,
    });
  }
}
