import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failed } from '@darts/core/contract/envelope';

/**
 * The web app's build in the project this file is in, run as source (packages/server/src/http) or
 * bundled (packages/server/dist, docs/decisions/049): packages/web/dist of the first folder up
 * that holds packages/web.
 */
function webDistBeside(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'packages/web'))) return path.join(dir, 'packages/web/dist');
    if (path.dirname(dir) === dir) return path.join(from, 'web/dist');
  }
}

export const DEFAULT_WEB_DIST = webDistBeside(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Serves the built web app: hashed files under /assets/ cached for a year as immutable, everything
 * else revalidated; unknown non-API GETs that accept HTML get index.html (the SPA fallback); unknown
 * API paths get a 404 envelope.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file (the build does not change while the server runs).
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathOnly.startsWith('/api/') &&
      !pathOnly.startsWith('/assets/') &&
      (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/);
    if (!wantsPage) {
      return reply.status(404).send(failed({ errors: [`No route for ${request.method} ${pathOnly}`] }));
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
