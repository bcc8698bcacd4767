import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

/* The browser's sign-in and sign-out addresses, and signing out (routes.ts). */

describe.each(ROUTE_DIALECTS)('Account sign-in and sign-out on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server.close());

  describe('GET /api/Account/Login/ and /api/Account/Logout/', () => {
    it('redirects to the sign-in page keeping a same-origin redirectUrl', async () => {
      const response = await server
        .client()
        .get('/api/Account/Login/?redirectUrl=%2Fdivision%2FPremier%3Fx%3D1');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login?redirectUrl=%2Fdivision%2FPremier%3Fx%3D1');
    });

    it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
      'never redirects off-site (%s)',
      async (target) => {
        const client = await server.signedIn([]);
        const page = await client.get(`/api/Account/Logout/?redirectUrl=${encodeURIComponent(target)}`);
        expect(page.status).toBe(302);
        expect(page.headers.get('location')).toBe('/logout?redirectUrl=%2F');
        const response = await client.post(`/api/Account/Logout/?redirectUrl=${encodeURIComponent(target)}`);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/');
      },
    );

    it('ends the session and clears the cookie on POST', async () => {
      const client = await server.signedIn([]);
      const cookie = client.cookie;
      const response = await client.post('/api/Account/Logout/?redirectUrl=%2Fabout');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/about');
      expect((await client.get('/api/Account')).status).toBe(204);
      // The old token no longer works even if a copy was kept.
      const replay = server.client();
      replay.cookie = cookie;
      expect((await replay.get('/api/Account')).status).toBe(204);
    });

    // A browser's navigation from one of our pages says so (Sec-Fetch-Site, else a Referer of
    // ours under Referrer-Policy: same-origin); another site's link cannot (docs/decisions/041).
    it.each([
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
      ['a Referer of our own origin', { referer: 'OWN/division/premier' }],
    ])('signs out on a GET from our own pages (%s) and goes to redirectUrl', async (_, sent) => {
      const client = await server.signedIn([]);
      const cookie = client.cookie;
      const headers = Object.fromEntries(
        Object.entries(sent).map(([name, value]) => [name, value.replace('OWN', server.url)]),
      );
      const response = await client.get('/api/Account/Logout/?redirectUrl=%2Fabout', {
        'x-ui-url': '',
        ...headers,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/about');
      expect((await client.get('/api/Account')).status).toBe(204);
      const replay = server.client();
      replay.cookie = cookie;
      expect((await replay.get('/api/Account')).status).toBe(204);
    });

    it.each([
      ['cross-site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' }],
      ['same-site (another origin)', { 'sec-fetch-site': 'same-site' }],
      ['typed or bookmarked', { 'sec-fetch-site': 'none' }],
      ['cross-site, claiming our Referer', { 'sec-fetch-site': 'cross-site', referer: 'OWN/' }],
      ['from another origin, by its Referer', { referer: 'https://evil.example/page' }],
    ])('a GET %s leaves the session working and shows the sign-out page', async (_, sent) => {
      const client = await server.signedIn([]);
      const headers = Object.fromEntries(
        Object.entries(sent).map(([name, value]) => [name, value.replace('OWN', server.url)]),
      );
      const response = await client.get('/api/Account/Logout/?redirectUrl=%2Fabout', {
        'x-ui-url': '',
        ...headers,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/logout?redirectUrl=%2Fabout');
      expect((await client.get('/api/Account')).status).toBe(200);
    });

    it('a GET without a sign of our own pages shows the sign-out page instead', async () => {
      const client = await server.signedIn([]);
      const page = await client.get('/api/Account/Logout?redirectUrl=%2Fabout');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/logout?redirectUrl=%2Fabout');
      expect((await client.get('/api/Account')).status).toBe(200);
      // Under `no-referrer` a browser would send `Origin: null` from the sign-out form itself.
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      // Another site's form can send neither our header nor our Origin.
      const crossSite = await client.post('/api/Account/Logout', undefined, {
        'x-ui-url': '',
        origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);
      expect((await client.get('/api/Account')).status).toBe(200);
    });

    it("signs out from the page's form (a same-origin form post) and goes to its redirectUrl", async () => {
      const client = await server.signedIn([]);
      const response = await client.post('/api/Account/Logout', 'redirectUrl=%2Fdivision%2Fpremier', {
        'x-ui-url': '',
        origin: server.url,
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/division/premier');
      expect((await client.get('/api/Account')).status).toBe(204);
    });

    it.each([
      ['/x?q=%E2%82%AC', '/x?q=%E2%82%AC'],
      ['/%C3%9Cberliga', '/%C3%9Cberliga'],
      ['/caf%C3%A9%20bar', '/caf%C3%A9%20bar'],
    ])('redirects to a path with characters beyond ASCII, percent-encoded (%s)', async (query, location) => {
      const client = await server.signedIn([]);
      const response = await client.post(
        `/api/Account/Logout?redirectUrl=${encodeURIComponent(decodeURIComponent(query))}`,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
      const page = await client.get(
        `/api/Account/Logout?redirectUrl=${encodeURIComponent(decodeURIComponent(query))}`,
      );
      expect(page.headers.get('location')).toBe(`/logout?redirectUrl=${encodeURIComponent(location)}`);
      const login = await client.get(
        `/api/Account/Login?redirectUrl=${encodeURIComponent(decodeURIComponent(query))}`,
      );
      expect(login.headers.get('location')).toBe(`/login?redirectUrl=${encodeURIComponent(location)}`);
    });

    it('answers 400 naming redirectUrl for a control character, and records no error', async () => {
      const before = (await server.ctx.repos.errors.list()).length;
      for (const path of ['/api/Account/Logout?redirectUrl=/x%01', '/api/Account/Login?redirectUrl=/x%00y']) {
        const response = await server.client().get(path);
        expect(response.status).toBe(400);
        expect(envelopeErrors(response.body)).toEqual([
          'Return address cannot contain tabs, line breaks or other control characters',
        ]);
      }
      expect((await server.client().post('/api/Account/Logout?redirectUrl=/x%01')).status).toBe(400);
      expect(await server.ctx.repos.errors.list()).toHaveLength(before);
    });
  });
});
