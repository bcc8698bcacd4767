import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '#server-test/support';

describe('GET /api/Site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', {
      config: {
        SITE_NAME: 'Riverside Darts League',
        SITE_EMAIL: 'secretary@riverside.example',
        SITE_TWITTER: 'https://x.example/riverside',
        SITE_MENU_BEFORE: '[{"text":"Rules","url":"/rules.html"}]',
        SITE_CUSTODIANS: 'Pat Secretary, Chris Treasurer',
        ADMIN_PASSWORD: 'never shown to browsers',
        ADMIN_EMAIL: 'boss@riverside.example',
      },
    });
  });
  afterAll(async () => server.close());

  it('returns the public settings and nothing else from the configuration', async () => {
    const response = await server.client().get('/api/Site');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Riverside Darts League',
      email: 'secretary@riverside.example',
      facebook: null,
      twitter: 'https://x.example/riverside',
      website: null,
      custodians: ['Pat Secretary', 'Chris Treasurer'],
      menu: { beforeDivisions: [{ text: 'Rules', url: '/rules.html' }], afterDivisions: [] },
    });
    expect(JSON.stringify(response.body)).not.toContain('never shown');
  });
});
