import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '#server-test/support';

describe('serving the web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'darts-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>League</title><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    server = await startServer('sqlite', { config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets cached immutably, compressed when asked', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves other files revalidated', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/division/Premier%20Division/fixtures', '/admin/user?x=1', '/login'])(
    'falls back to index.html for %s',
    async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('answers unknown API paths and missing assets with a 404 envelope', async () => {
    for (const route of ['/api/Nothing/Here', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        success: false,
        errors: [expect.stringContaining('No route for GET')],
      });
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Account',
        '/api/Account/Login',
        '/api/Feature',
        '/api/Error',
        '/api/Season/',
      ]),
    );
  });
});
