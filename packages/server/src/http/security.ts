import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import { connectRedis } from '#server/db/redis';
import { clientKey } from '#server/http/clientAddress';

/** Security headers with a content security policy, compression and the (per-route) rate limiter. */
export async function installSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
      },
    },
    // Embedding (?embed=true) is governed by frame-ancestors above, not X-Frame-Options.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    // Not `no-referrer`: under it a browser sends `Origin: null` even on our own forms (the sign-out
    // form's POST), and the CSRF check needs our Origin. Other sites still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.PUBLIC_URL?.startsWith('https:') ? { maxAge: 15552000 } : false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // With Redis the counts are shared, so every instance enforces one limit per address.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    // The client's address (behind a trusted proxy, the forwarded one), an IPv6 one by its /64.
    keyGenerator: (request) => (request.ip ? clientKey(request.ip) : 'inject'),
    ...(redis ? { redis, nameSpace: 'darts:rate-limit:', skipOnError: true } : {}),
  });
}
