import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  envelopeErrors,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/* API keys of the public read API (decision 058): made, listed and revoked by an administrator. */
describe.each(ROUTE_DIALECTS)('API keys on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, admin, stranger, divisionId } = await startLeagueServer(dialect, {
      admin: { flags: ['manageAccess'], name: 'Secretary' },
      stranger: ['manageGames'],
    }));
  });
  afterAll(async () => server.close());

  it('answers 401 to a visitor and 403 without manageAccess', async () => {
    expect((await server.client().get('/api/ApiKey')).status).toBe(401);
    expect((await server.client().post('/api/ApiKey', { name: 'Club' })).status).toBe(401);
    expect((await server.client().delete(`/api/ApiKey/${UNKNOWN_ID}`)).status).toBe(401);
    expect((await stranger.get('/api/ApiKey')).status).toBe(403);
    expect((await stranger.post('/api/ApiKey', { name: 'Club' })).status).toBe(403);
    expect((await stranger.delete(`/api/ApiKey/${UNKNOWN_ID}`)).status).toBe(403);
  });

  it('answers 400 naming the field, and 404 for a key that is not there', async () => {
    const unnamed = await admin.post('/api/ApiKey', { name: ' ' });
    expect(envelopeErrors(unnamed.body)).toEqual(['Please name the key (the club or site using it)']);
    const division = await admin.post('/api/ApiKey', { name: 'Club', divisionId: UNKNOWN_ID });
    expect(division.status).toBe(400);
    expect(envelopeErrors(division.body)).toEqual(['Division not found']);
    expect((await admin.delete('/api/ApiKey/x')).status).toBe(400);
    const gone = await admin.delete(`/api/ApiKey/${UNKNOWN_ID}`);
    expect(gone.status).toBe(404);
    expect(envelopeErrors(gone.body)).toEqual(['API key not found']);
  });

  it('shows a new key once, lists keys without it, and revokes one at once', async () => {
    const made = await admin.post('/api/ApiKey', { name: 'Premier site', divisionId });
    expect(made.status).toBe(200);
    const key = made.body.result;
    expect(key.key).toMatch(/^dl_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key.slice(0, 9));
    expect(made.body.messages).toEqual(['API key Premier site made: copy it now, it is not shown again']);
    const listed = await admin.get('/api/ApiKey');
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: key.id,
        name: 'Premier site',
        divisionId,
        prefix: key.prefix,
        author: 'Secretary',
        lastUsed: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
    await server.client().get(`/api/v1/divisions/${divisionId}/table`, { 'x-api-key': key.key });
    expect((await admin.get('/api/ApiKey')).body[0].lastUsed).not.toBeNull();
    expect((await admin.delete(`/api/ApiKey/${key.id}`)).body.messages).toEqual(['API key revoked']);
    expect((await admin.get('/api/ApiKey')).body).toEqual([]);
  });
});
