import type { FastifyInstance } from 'fastify';

/**
 * One info line per request, once it is answered: method, address, status and time taken.
 * Fastify's own request lines (one on arrival, one on completion) are switched off in app.ts.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime },
      `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`,
    );
  });
}
