import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@darts/core/contract/routes/index';
import { wirePaths } from '@darts/core/contract/routes/route';
import { startServer, type TestServer } from '#server-test/support';

/**
 * Every route the server registers is declared in the route map (core contract/routes/), on the
 * same method and wire path, and every declared route is registered: a path written anywhere else
 * would show up here. The framework's own routes are named below.
 */
const FRAMEWORK_ROUTES = [
  // The OpenAPI document and its browsable UI (http/docs.ts).
  /^GET \/api\/docs(\/|$)/,
  // The built web app's files (http/webApp.ts), outside /api/.
  /^GET \/(?!api\/)/,
];

describe('the route map', () => {
  let server: TestServer;
  const registered = new Set<string>();
  let webDist: string;

  beforeAll(async () => {
    // A built web app with one file, so the static files' routes are registered too.
    webDist = mkdtempSync(path.join(tmpdir(), 'routemap-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Darts</title>');
    server = await startServer('sqlite', {
      config: { WEB_DIST: webDist },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // HEAD is added by the framework beside each GET (exposeHeadRoutes).
        for (const method of methods) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
      },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const declared = Object.entries(API_ROUTES).flatMap(([area, routes]) =>
    Object.entries(routes).flatMap(([name, route]) =>
      wirePaths(route).map((wire) => ({ at: `${area}.${name}`, key: `${route.method} ${wire}` })),
    ),
  );

  it('declares every route the server registers, apart from the named framework routes', () => {
    const keys = new Set(declared.map((d) => d.key));
    const undeclared = [...registered].filter(
      (key) => !keys.has(key) && !FRAMEWORK_ROUTES.some((re) => re.test(key)),
    );
    expect(undeclared).toEqual([]);
    // The framework's routes are there, so the test sees what the app registers.
    expect([...registered]).toContain('GET /api/docs/json');
    expect([...registered]).toContain('GET /index.html');
  });

  it('registers every declared route on each of its wire paths', () => {
    expect(declared.filter((d) => !registered.has(d.key)).map((d) => `${d.at}: ${d.key}`)).toEqual([]);
  });

  it('declares each method and wire path once', () => {
    const seen = new Map<string, string>();
    const twice = declared.filter((d) => {
      const earlier = seen.get(d.key);
      seen.set(d.key, d.at);
      return earlier !== undefined;
    });
    expect(twice.map((d) => `${d.at}: ${d.key}`)).toEqual([]);
  });
});
