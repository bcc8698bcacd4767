import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failed } from '@darts/core/contract/envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused: send the X-UI-Url header from the application';

/**
 * The one cross-site rule: a request is the application's own when it carries the header every
 * client of this API sends (`X-UI-Url`, or `X-Requested-With`), which a cross-site form cannot set
 * and a cross-origin script cannot send without a CORS preflight we never grant; or an `Origin`
 * equal to our own (another port or subdomain of the same site is another origin).
 */
export function fromOwnApplication(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (request.headers['x-ui-url'] || request.headers['x-requested-with']) return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === ownOrigin(request, publicUrl);
}

const ownOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host}`;

/**
 * Whether a browser's navigation (a GET, which carries no header of ours) came from one of our own
 * pages: `Sec-Fetch-Site: same-origin`, or, from a browser that does not send it (Chromium sends it
 * to https and localhost only), a `Referer` of our origin, which `Referrer-Policy: same-origin`
 * keeps on our own navigations. Another site can make a browser follow a link, but say neither
 * (docs/decisions/041).
 */
export function navigationFromOwnSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === ownOrigin(request, publicUrl);
  } catch {
    return false;
  }
}

/**
 * CSRF defence for state-changing API requests (the live socket's upgrade applies the same rule).
 * Together with `SameSite=Lax` cookies this stops cross-site writes.
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (fromOwnApplication(request, publicUrl)) return;
    return reply.status(403).send(failed({ errors: [CROSS_SITE_REFUSED] }));
  });
}
