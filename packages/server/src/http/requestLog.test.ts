import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildSeason } from '#server-test/leagueBuilders';
import { startServer, type TestServer } from '#server-test/support';

describe('the request log', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startServer('sqlite', {
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => server.close());

  it('logs each request once at info, with method, address, status and time', async () => {
    lines.length = 0;
    expect((await server.client().get('/api/Site?probe=1')).status).toBe(200);
    expect((await server.client().get('/api/Nowhere')).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines.filter((l) => typeof l.url === 'string' || /request/i.test(String(l.msg)));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/Site?probe=1',
      statusCode: 200,
      msg: expect.stringMatching(/^GET \/api\/Site\?probe=1 200 \d+(\.\d)? ms$/),
    });
    expect(requests[0]!.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ level: 30, method: 'GET', url: '/api/Nowhere', statusCode: 404 });
  });

  it('logs division data answered from the cache before the framework once too', async () => {
    const division = await buildDivision(server.ctx);
    const season = await buildSeason(server.ctx, { divisionIds: [division.id] });
    const path = `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`;
    expect((await server.client().get(path)).status).toBe(200);
    lines.length = 0;
    expect((await server.client().get(path)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines.filter((l) => typeof l.url === 'string' || /request/i.test(String(l.msg)));
    expect(requests).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: path, statusCode: 200 }),
    ]);
  });
});
