import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordError, OVERFLOW_MESSAGE } from '#server/services/errors';
import { NEW_ERRORS_PER_MINUTE } from '#server/services/errorBudget';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

describe.each(ROUTE_DIALECTS)('Error API on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, {
      extend: (app) =>
        app
          .get('/api/Test/Explode', async () => {
            throw new Error('secret internal detail');
          })
          .get('/api/Test/Repeat/:n', async () => {
            throw new Error('repeated failure');
          }),
    });
  });
  afterAll(async () => server.close());

  describe('PUT /api/Error', () => {
    it('answers 400 naming the bad fields', async () => {
      const response = await server.client().put('/api/Error', { message: '', stack: 'not a list' });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['Message is required', 'Stack must be a list']);
    });

    it('stores a report from anyone, stamping the caller as the user', async () => {
      const client = await server.signedIn([], { name: 'Reporting Rita' });
      const response = await client.put('/api/Error', {
        source: 'UI',
        message: 'Cannot read properties of undefined',
        stack: ['at Score (Score.tsx:10)', 'at render'],
        type: 'TypeError',
        userName: 'spoofed',
        url: 'http://localhost/score/1',
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Error added']);
      expect(response.body.result).toMatchObject({
        source: 'UI',
        userName: 'Reporting Rita',
        type: 'TypeError',
        stack: ['at Score (Score.tsx:10)', 'at render'],
      });
      const anonymous = await server.client().put('/api/Error', { message: 'anonymous report' });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.result.userName).toBeNull();
    });
  });

  describe('GET /api/Error/Since/{time} and /api/Error/{id}', () => {
    it('answer 401 when signed out', async () => {
      expect((await server.client().get('/api/Error/Since/2026-01-01')).status).toBe(401);
      expect((await server.client().get('/api/Error/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    });
    it('answer 400 for a bad time or id', async () => {
      const viewer = await server.signedIn(['viewExceptions']);
      const since = await viewer.get('/api/Error/Since/yesterday');
      expect(since.status).toBe(400);
      expect(envelopeErrors(since.body)[0]).toMatch(/^Time /);
      const one = await viewer.get('/api/Error/42');
      expect(envelopeErrors(one.body)).toEqual(['The error record in the address was not recognised']);
    });
    it('answer 403 without viewExceptions', async () => {
      const client = await server.signedIn(['manageAccess']);
      expect((await client.get('/api/Error/Since/2026-01-01')).status).toBe(403);
    });
    it('list recent records newest first and fetch one (204 when unknown)', async () => {
      const viewer = await server.signedIn(['viewExceptions']);
      const stored = (await server.client().put('/api/Error', { message: 'listed report' })).body.result;
      const list = await viewer.get('/api/Error/Since/2000-01-01');
      expect(list.status).toBe(200);
      expect(list.body[0].message).toBe('listed report');
      const times = list.body.map((e: { time: string }) => e.time);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await viewer.get(`/api/Error/${stored.id}`)).body.message).toBe('listed report');
      expect((await viewer.get('/api/Error/00000000-0000-4000-8000-000000000000')).status).toBe(204);
      // Any GUID is an id, as .NET makes them and imports carry them, in either case.
      expect((await viewer.get('/api/Error/00000000-0000-0000-0000-00000000abcd')).status).toBe(204);
      expect((await viewer.get('/api/Error/0F8FAD5B-D9CB-169F-1165-70867728950E')).status).toBe(204);
      expect((await viewer.get(`/api/Error/Since/2999-01-01T00:00:00Z`)).body).toEqual([]);
    });
  });

  describe('an unexpected server error', () => {
    it('is answered as a 500 envelope without internals and stored with source Api', async () => {
      const response = await server.client().get('/api/Test/Explode');
      expect(response.status).toBe(500);
      const errors = envelopeErrors(response.body);
      expect(errors[0]).toMatch(/^An unexpected error occurred \(reference [0-9a-f-]{36}\)$/);
      expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
      const viewer = await server.signedIn(['viewExceptions']);
      const records = (await viewer.get('/api/Error/Since/2000-01-01')).body;
      expect(records.find((r: { message: string }) => r.message === 'secret internal detail')).toMatchObject({
        source: 'Api',
        url: '/api/Test/Explode',
      });
    });
  });

  describe('a flood of errors', () => {
    it('counts repeats of one error in one record, whatever the ids or query in its address', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await server.client().get(`/api/Test/Repeat/${i}?q=${i}`)).status).toBe(500);
        await server
          .client()
          .put('/api/Error', { message: 'repeated report', url: `http://localhost/score?x=${i}` });
      }
      const viewer = await server.signedIn(['viewExceptions']);
      const records = (await viewer.get('/api/Error/Since/2000-01-01')).body as {
        message: string;
        count: number;
      }[];
      expect(records.filter((r) => r.message === 'repeated failure')).toEqual([
        expect.objectContaining({ source: 'Api', count: 5, url: '/api/Test/Repeat/0?q=0' }),
      ]);
      expect(records.filter((r) => r.message === 'repeated report')).toEqual([
        expect.objectContaining({ source: 'UI', count: 5 }),
      ]);
    });
  });
});

describe.each(ROUTE_DIALECTS)('An error flood on %s', (dialect) => {
  it('stores a limited number of new records and keeps listing real server errors', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const server = await startServer(dialect, {
      now: () => now,
      extend: (app) =>
        app.get('/api/Test/Real', async () => {
          throw new Error('the real problem');
        }),
    });
    try {
      // Anyone may report client errors: a thousand different ones in a minute.
      for (let i = 0; i < 1000; i += 1) await recordError(server.ctx, { source: 'UI', message: `junk ${i}` });
      expect((await server.client().get('/api/Test/Real')).status).toBe(500);

      const viewer = await server.signedIn(['viewExceptions']);
      const records = (await viewer.get('/api/Error/Since/2026-11-23')).body as {
        message: string;
        count: number;
      }[];
      expect(records.filter((r) => r.message.startsWith('junk '))).toHaveLength(NEW_ERRORS_PER_MINUTE);
      expect(records.find((r) => r.message === OVERFLOW_MESSAGE)).toMatchObject({
        source: 'UI',
        count: 1000 - NEW_ERRORS_PER_MINUTE,
      });
      expect(records.find((r) => r.message === 'the real problem')).toMatchObject({
        source: 'Api',
        count: 1,
      });
    } finally {
      await server.close();
    }
  });
});
