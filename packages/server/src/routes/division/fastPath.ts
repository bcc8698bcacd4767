import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { DIVISION_ROUTES } from '@darts/core/contract/routes/division';
import type { AppContext } from '#server/context';
import { readyResponse } from '#server/http/readyAnswer';
import { cachedAnonymousAnswer } from '#server/services/divisionData';

/** The route it answers early (the route map's division data). */
const PATH = DIVISION_ROUTES.data.path;
/** Headers a ready answer sets itself; the others (security headers) are learnt from the app. */
const OWN = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'etag',
  'vary',
  'cache-control',
  'set-cookie',
]);

/**
 * Anonymous division data already cached is sent straight from the HTTP server, before the
 * framework's request handling: the answer is the same bytes and headers the route sends (the
 * other headers, such as the security headers, are learnt from the route's last answer). Anything
 * else (a cookie, `no-cache`, the calendar, nothing cached yet) goes through the app as usual.
 */
export class DivisionDataFastPath {
  private learnt: OutgoingHttpHeaders | null = null;

  private readonly ctx: AppContext;
  /** The answer's Cache-Control, as the route sends it to anonymous callers. */
  private readonly cacheControl: string;

  constructor(ctx: AppContext, cacheControl: string) {
    this.ctx = ctx;
    this.cacheControl = cacheControl;
  }

  /** Records the headers of an anonymous answer the route sent. */
  learn(reply: FastifyReply): void {
    if (this.learnt || !String(reply.getHeader('content-type')).startsWith('application/json')) return;
    this.learnt = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(([name]) => !OWN.has(name.toLowerCase())),
    );
  }

  /** Answers the request when it can; false when the app must handle it. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '';
    if (!this.learnt || request.method !== 'GET') return false;
    if (!(url === PATH || url.startsWith(`${PATH}?`)) || /content-type=/i.test(url)) return false;
    const headers = request.headers;
    if (headers.cookie || /no-cache/i.test(headers['cache-control'] ?? '')) return false;
    if ((headers.accept ?? '').toLowerCase().includes('text/calendar')) return false;
    const answer = cachedAnonymousAnswer(this.ctx, url);
    if (!answer) return false;
    const learnt = this.learnt;
    const send = (ready: Awaited<ReturnType<typeof readyResponse>>) => {
      response.writeHead(ready.status, { ...learnt, ...ready.headers });
      response.end(ready.body ?? undefined);
    };
    const ready = readyResponse(headers, answer, this.cacheControl);
    if ('then' in ready) ready.then(send, () => response.writeHead(500).end());
    else send(ready);
    return true;
  }
}

const fastPaths = new WeakMap<AppContext, DivisionDataFastPath>();

/** The app's one fast path for division data. */
export function divisionDataFastPath(ctx: AppContext): DivisionDataFastPath {
  let fastPath = fastPaths.get(ctx);
  if (!fastPath) fastPaths.set(ctx, (fastPath = new DivisionDataFastPath(ctx, 'no-cache')));
  return fastPath;
}
