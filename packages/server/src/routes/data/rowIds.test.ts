import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision } from '#server-test/leagueBuilders';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '#server-test/support';

/*
 * Row ids the data browser and the export are given, found by probing the running server: a GUID
 * in capitals names the row, and an id holding a control character (which PostgreSQL cannot even
 * compare) is a 400 naming it, never an unexpected error.
 */

describe.each(DIALECTS)('Data row ids on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let divisionId: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.signedIn('all');
    divisionId = (await buildDivision(server.ctx, { name: 'Premier' })).id;
  });
  afterAll(async () => server.close());

  it('views a row by its GUID in capitals', async () => {
    const answer = await admin.get(`/api/Data/View/division/${divisionId.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result.id).toBe(divisionId);
  });

  it('refuses an id with a control character in the address of every table', async () => {
    for (const table of ['division', 'session', 'photo_blob']) {
      const answer = await admin.get(`/api/Data/View/${table}/a%00b`);
      expect(answer.status).toBe(400);
      expect(envelopeErrors(answer.body)).toEqual(['The record in the address was not recognised']);
    }
  });

  it('exports rows named by GUIDs in capitals and refuses ids with control characters', async () => {
    const named = await admin.post('/api/Data/Export', { tables: { division: [divisionId.toUpperCase()] } });
    expect(named.status).toBe(200);
    expect(named.body.result.tables).toEqual({ division: 1 });
    const refused = await admin.post('/api/Data/Export', { tables: { division: ['a\u0000b'], session: ['\u0001'] } });
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual([
      'Tables division item 1 was not recognised',
      'Tables session item 1 was not recognised',
    ]);
  });

  it('refuses more ids in a table than one statement can look up, never an unexpected error', async () => {
    const many = Array.from({ length: 40_000 }, (_, i) => String(i));
    const refused = await admin.post('/api/Data/Export', { tables: { division: many } });
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual(['Tables division must name at most 10000 rows']);
    const most = [divisionId, ...many.slice(0, 9_999)];
    const answered = await admin.post('/api/Data/Export', { tables: { division: most } });
    expect(answered.status).toBe(200);
    expect(answered.body.result.tables).toEqual({ division: 1 });
  });
});
