import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/contract/feature';
import { LiveTestClient } from '#server-test/liveClient';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { STARTED_MATCH } from '#server-test/saygBuilders';

const match = STARTED_MATCH;

describe.each(ROUTE_DIALECTS)('live polling and admin on %s', (dialect) => {
  let server: TestServer;
  let viewer: ApiClient;
  let scorer: ApiClient;
  let sayg: { id: string; updated: string; editToken: string };
  beforeAll(async () => {
    server = await startServer(dialect);
    viewer = await server.signedIn(['useWebSockets']);
    scorer = server.client();
    sayg = (await scorer.post('/api/Sayg', match)).body.result;
  });
  afterAll(async () => server.close());

  describe('GET /api/Live/Update/{id}/{type}', () => {
    it('answers anonymous spectators and accounts without useWebSockets with the default features', async () => {
      const anonymous = await server.client().get(`/api/Live/Update/${sayg.id}/Sayg`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.result.data).toMatchObject({ id: sayg.id });
      expect(
        (await (await server.signedIn(['manageScores'])).get(`/api/Live/Update/${sayg.id}/Sayg`)).status,
      ).toBe(200);
    });

    it('answers 401 to anonymous spectators once PublicLiveScores is off, and 403 without useWebSockets', async () => {
      const admin = await server.signedIn(['manageFeatures']);
      await admin.put('/api/Feature', { id: FEATURE_IDS.publicLiveScores, configuredValue: 'false' });
      try {
        const anonymous = await server.client().get(`/api/Live/Update/${sayg.id}/Sayg`);
        expect(anonymous.status).toBe(401);
        expect(envelopeErrors(anonymous.body)).toEqual([
          'Not logged in: live updates are off for visitors in this league',
        ]);
        expect(
          (await (await server.signedIn(['manageScores'])).get(`/api/Live/Update/${sayg.id}/Sayg`)).status,
        ).toBe(403);
        expect((await viewer.get(`/api/Live/Update/${sayg.id}/Sayg`)).status).toBe(200);
      } finally {
        await admin.put('/api/Feature', { id: FEATURE_IDS.publicLiveScores, configuredValue: null });
      }
    });

    it('answers 400 for a bad id or type', async () => {
      const response = await viewer.get(`/api/Live/Update/nope/Darts`);
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'The match in the address was not recognised',
        "Type must be 'sayg' or 'tournament'",
      ]);
    });

    it('answers 404 for a record nobody is publishing', async () => {
      const response = await viewer.get('/api/Live/Update/00000000-0000-4000-8000-000000000001/sayg');
      expect(response.status).toBe(404);
      expect(envelopeErrors(response.body)).toEqual(['Entity is not being live-updated']);
    });

    it('answers 200 with the data and Last-Modified, then 304 until something newer is published', async () => {
      const first = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`);
      expect(first.status).toBe(200);
      expect(first.body.result.data).toMatchObject({ id: sayg.id, yourName: 'Alice' });
      const lastModified = first.headers.get('last-modified')!;
      expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

      await new Promise((r) => setTimeout(r, 1100));
      const later = new Date(Date.now() + 1000).toUTCString();
      const unchanged = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, { 'if-modified-since': later });
      expect(unchanged.status).toBe(304);

      await scorer.post(
        `/api/Live/Update/${sayg.id}/Sayg`,
        { ...match, yourName: 'Alice 2' },
        { 'x-sayg-token': sayg.editToken },
      );
      const changed = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, {
        'if-modified-since': lastModified,
      });
      expect(changed.status).toBe(200);
      expect(changed.body.result.data.yourName).toBe('Alice 2');
    });

    it('answers 304 to the Last-Modified it sent, sent back as If-Modified-Since, while nothing changed', async () => {
      const first = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const lastModified = first.headers.get('last-modified')!;
      const again = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, {
        'if-modified-since': lastModified,
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('last-modified')).toBe(lastModified);
    });

    it('catches a change within the same second by its ETag, and answers 304 to an unchanged one', async () => {
      const first = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const validators = { 'if-none-match': etag, 'if-modified-since': first.headers.get('last-modified')! };
      expect((await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, validators)).status).toBe(304);

      await scorer.post(
        `/api/Live/Update/${sayg.id}/sayg`,
        { ...match, yourName: 'Same second' },
        { 'x-sayg-token': sayg.editToken },
      );
      const changed = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, validators);
      expect(changed.status).toBe(200);
      expect(changed.body.result.data.yourName).toBe('Same second');
      const newTag = changed.headers.get('etag')!;
      expect(newTag).not.toBe(etag);
      const unchanged = await viewer.get(`/api/Live/Update/${sayg.id}/sayg`, { 'if-none-match': newTag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('etag')).toBe(newTag);
    });
  });

  describe('POST /api/Live/Update/{id}/{type}', () => {
    it('answers 401 without the token or a sign-in, 403 to a stranger, 400 for bad input, 404 for an unknown record', async () => {
      const path = `/api/Live/Update/${sayg.id}/sayg`;
      expect((await server.client().post(path, { yourName: 'x' })).status).toBe(401);
      expect((await (await server.signedIn(['useWebSockets'])).post(path, { yourName: 'x' })).status).toBe(
        403,
      );
      const bad = await scorer.post(path, '[1,2]', { 'x-sayg-token': sayg.editToken });
      expect(bad.status).toBe(400);
      const unknown = await scorer.post(
        '/api/Live/Update/00000000-0000-4000-8000-000000000002/sayg',
        {},
        { 'x-sayg-token': sayg.editToken },
      );
      expect(unknown.status).toBe(404);
    });

    it('answers 400 in the envelope, never 500, for a body nested 10,000 deep', async () => {
      const path = `/api/Live/Update/${sayg.id}/sayg`;
      const deep = '{"data":'.repeat(10_000) + '1' + '}'.repeat(10_000);
      const response = await scorer.post(path, deep, { 'x-sayg-token': sayg.editToken });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['Data data data is nested more than 64 levels deep']);
      expect((await viewer.get(path)).status).not.toBe(500);
    });

    it('publishes with the edit token, or for a scorer with recordScoresAsYouGo', async () => {
      const path = `/api/Live/Update/${sayg.id}/sayg`;
      const withToken = await scorer.post(
        path,
        { ...match, yourName: 'Token' },
        { 'x-sayg-token': sayg.editToken },
      );
      expect(withToken.status).toBe(200);
      expect(withToken.body.messages).toEqual(['Update published']);
      const official = await server.signedIn(['recordScoresAsYouGo']);
      expect((await official.post(path, { ...match, yourName: 'Official' })).status).toBe(200);
      expect((await viewer.get(path)).body.result.data.yourName).toBe('Official');
    });
  });

  describe('GET /api/Live/Watch', () => {
    it('lists followed records with links and who is publishing', async () => {
      const list = await server.client().get('/api/Live/Watch');
      expect(list.status).toBe(200);
      const entry = list.body.find((w: { id: string }) => w.id === sayg.id);
      expect(entry).toMatchObject({
        dataType: 'Sayg',
        publicationMode: 'Polling',
        relativeUrl: `/live/match/${sayg.id}`,
        eventDetails: { opponents: ['Official', 'Bob'] },
      });
      expect((await server.client().get('/api/Live/Watch/tournament')).body).toEqual([]);
      expect((await server.client().get(`/api/Live/Watch/${sayg.id}`)).body).toHaveLength(1);
    });

    it("shows the scorer's account name to signed-in callers only", async () => {
      const official = await server.signedIn(['recordScoresAsYouGo'], { name: 'Olive Official' });
      await official.post(`/api/Live/Update/${sayg.id}/sayg`, { ...match, yourName: 'Named' });
      const entryFor = async (client: ApiClient, path: string) =>
        (await client.get(path)).body.find((w: { id: string }) => w.id === sayg.id);
      for (const path of ['/api/Live/Watch', '/api/Live/Watch/sayg', `/api/Live/Watch/${sayg.id}`]) {
        expect(await entryFor(server.client(), path)).toMatchObject({ userName: null });
        expect(await entryFor(viewer, path)).toMatchObject({ userName: 'Olive Official' });
      }
    });
  });

  describe('GET /api/Live/Sockets and DELETE /api/Live/Socket/{id}', () => {
    it('answer 401 signed out, 403 without manageSockets, 400 for a bad id', async () => {
      expect((await server.client().get('/api/Live/Sockets')).status).toBe(401);
      expect((await viewer.get('/api/Live/Sockets')).status).toBe(403);
      const admin = await server.signedIn(['manageSockets']);
      expect((await admin.delete('/api/Live/Socket/abc')).status).toBe(400);
      expect((await viewer.delete('/api/Live/Socket/00000000-0000-4000-8000-000000000003')).status).toBe(403);
    });

    it('list open sockets with their subscriptions, and close one', async () => {
      const socket = await LiveTestClient.connect(server.url, viewer.cookie);
      socket.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
      await socket.next((m) => m.type === 'Subscribed');
      const admin = await server.signedIn(['manageSockets']);
      const list = (await admin.get('/api/Live/Sockets')).body;
      const mine = list.find((s: { subscriptions: string[] }) => s.subscriptions.includes(`Sayg:${sayg.id}`));
      expect(mine).toMatchObject({
        receivedMessages: 1,
        originatingUrl: expect.stringContaining('/live/match'),
      });
      const closed = await admin.delete(`/api/Live/Socket/${mine.id}`);
      expect(closed.status).toBe(200);
      expect(closed.body.messages).toEqual(['Socket closed']);
      expect((await socket.waitClosed()).code).toBe(4000);
      expect((await admin.delete(`/api/Live/Socket/${mine.id}`)).status).toBe(404);
    });
  });
});
