import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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

/** The same line for a request answered before the framework (the division-data fast path). */
export function logAnsweredEarly(
  log: FastifyBaseLogger,
  request: IncomingMessage,
  response: ServerResponse,
  start: number,
): void {
  response.once('finish', () => {
    const responseTime = Math.round((performance.now() - start) * 10) / 10;
    const { method = 'GET', url = '' } = request;
    log.info(
      { method, url, statusCode: response.statusCode, responseTime },
      `${method} ${url} ${response.statusCode} ${responseTime} ms`,
    );
  });
}
