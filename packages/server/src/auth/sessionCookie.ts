import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/context';
import { SESSION_COOKIE } from './sessions';

/**
 * Starts a session for `userId` (a person signing in, or a device whose code was approved) and
 * sets its cookie: HttpOnly, SameSite=Lax, Secure behind https.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { token, expires } = await ctx.sessions.create(
    userId,
    request.headers['user-agent'] ?? null,
    ctx.now(),
  );
  const secure = request.protocol === 'https' || (ctx.config.PUBLIC_URL?.startsWith('https:') ?? false);
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}
