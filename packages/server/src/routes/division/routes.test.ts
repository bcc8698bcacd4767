import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision } from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';

describe.each(ROUTE_DIALECTS)('Division writes on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    ({ server, admin, stranger } = await startLeagueServer(dialect, {
      admin: { flags: ['manageDivisions'], name: 'Divisions Admin' },
      stranger: ['manageSeasons'],
      divisions: [],
      season: false,
    }));
  });
  afterAll(async () => server.close());

  describe('PUT /api/Division', () => {
    it('answers 401 when signed out, before validating', async () => {
      const response = await server.client().put('/api/Division', {});
      expect(response.status).toBe(401);
      expect(envelopeErrors(response.body)).toEqual(['Not logged in']);
    });

    it('answers 400 naming the field', async () => {
      const blank = await admin.put('/api/Division', { name: '  ', superleague: false });
      expect(blank.status).toBe(400);
      expect(envelopeErrors(blank.body)).toEqual(['Enter a division name']);
      const missing = await admin.put('/api/Division', { superleague: 'no' });
      expect(envelopeErrors(missing.body)).toEqual([
        'Enter a division name',
        'Superleague must be true or false',
      ]);
    });

    it('answers 403 without manageDivisions', async () => {
      const response = await stranger.put('/api/Division', { name: 'Premier' });
      expect(response.status).toBe(403);
      expect(envelopeErrors(response.body)).toEqual(['Not permitted']);
    });

    it('creates a division with a server id, then edits it with lastUpdated', async () => {
      const created = await admin.put('/api/Division', {
        id: '11111111-2222-4333-8444-555555555555',
        name: ' Premier ',
        superleague: true,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ success: true, messages: ['Division created'] });
      const division = created.body.result;
      expect(division).toMatchObject({ name: 'Premier', superleague: true, author: 'Divisions Admin' });
      expect(division.id).not.toBe('11111111-2222-4333-8444-555555555555');

      const edited = await admin.put('/api/Division', {
        id: division.id,
        name: 'Premier League',
        superleague: false,
        lastUpdated: division.updated,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.messages).toEqual(['Division updated']);
      expect((await server.client().get(`/api/Division/${division.id}`)).body).toMatchObject({
        name: 'Premier League',
        superleague: false,
      });
    });

    it('answers 409 to a stale or missing lastUpdated', async () => {
      const division = await buildDivision(server.ctx, { name: 'Stale' });
      const first = await admin.put('/api/Division', {
        id: division.id,
        name: 'A',
        lastUpdated: division.updated,
      });
      expect(first.status).toBe(200);
      const stale = await admin.put('/api/Division', {
        id: division.id,
        name: 'B',
        lastUpdated: division.updated,
      });
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)).toEqual([
        'Unable to update Division, Divisions Admin updated it before you at 22 Nov 2026 12:00:00',
      ]);
      const missing = await admin.put('/api/Division', { id: division.id, name: 'C' });
      expect(envelopeErrors(missing.body)).toEqual([
        'Unable to update Division, data integrity token is missing',
      ]);
    });
  });

  describe('DELETE /api/Division/{id}', () => {
    it('answers 401, 400, 403 and 404', async () => {
      const division = await buildDivision(server.ctx);
      expect((await server.client().delete(`/api/Division/${division.id}`)).status).toBe(401);
      const bad = await admin.delete('/api/Division/premier');
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['The division in the address was not recognised']);
      expect((await stranger.delete(`/api/Division/${division.id}`)).status).toBe(403);
      const unknown = await admin.delete('/api/Division/00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(envelopeErrors(unknown.body)).toEqual(['Division not found']);
    });

    it('soft-deletes: the list hides it, GET by id still returns it', async () => {
      const division = await buildDivision(server.ctx, { name: 'Going' });
      const response = await admin.delete(`/api/Division/${division.id}`);
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Division deleted']);
      expect(response.body.result).toMatchObject({ deleted: expect.any(String), remover: 'Divisions Admin' });
      const list = (await server.client().get('/api/Division')).body as { id: string }[];
      expect(list.map((d) => d.id)).not.toContain(division.id);
      expect((await server.client().get(`/api/Division/${division.id}`)).body.deleted).not.toBeNull();
    });
  });
});
