import type { FastifyInstance } from 'fastify';
import { failed } from '@darts/core/contract/envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing API requests: the request must carry the header every client of
 * this API sends (`X-UI-Url`, or `X-Requested-With`), which a cross-site form cannot set and a
 * cross-origin script cannot send without a CORS preflight we never grant; or an `Origin` equal to
 * our own. Together with `SameSite=Lax` cookies this stops cross-site writes.
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['x-ui-url'] || request.headers['x-requested-with']) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host}`;
      if (origin === own) return;
    }
    return reply
      .status(403)
      .send(
        failed({ errors: ['Cross-site request refused: send the X-UI-Url header from the application'] }),
      );
  });
}
