import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/seed/demo';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

describe.each(ROUTE_DIALECTS)('Season and Division reads on %s', (dialect) => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => new Date('2026-11-22T12:00:00Z') });
    demo = await seedDemo(server.ctx);
  });
  afterAll(async () => server.close());

  it('GET /api/Season/ lists seasons with their divisions and isCurrent', async () => {
    const response = await server.client().get('/api/Season/');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      id: demo.seasonId,
      isCurrent: true,
      startDate: '2026-09-23',
      endDate: '2027-04-21',
    });
    expect(response.body[0].divisions.map((d: { name: string }) => d.name)).toEqual([
      'Premier Division',
      'Division One',
    ]);
    expect(response.body[0]).toHaveProperty('updated');
  });

  it('GET /api/Season/{id} returns one season, 204 when unknown, 400 for a bad id', async () => {
    expect((await server.client().get(`/api/Season/${demo.seasonId}`)).body.name).toBe('Winter 2026/27');
    // An id in capitals, as .NET may write it, is the same season.
    const capitals = await server.client().get(`/api/Season/${demo.seasonId.toUpperCase()}`);
    expect(capitals.body.name).toBe('Winter 2026/27');
    expect((await server.client().get('/api/Season/00000000-0000-4000-8000-000000000000')).status).toBe(204);
    const bad = await server.client().get('/api/Season/winter');
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual(['The season in the address was not recognised']);
  });

  it('GET /api/Division lists divisions by name, and one by id', async () => {
    const list = await server.client().get('/api/Division');
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(['Division One', 'Premier Division']);
    const one = await server.client().get(`/api/Division/${demo.divisionIds[0]}`);
    expect(one.body).toMatchObject({ name: 'Premier Division', superleague: false, deleted: null });
    expect((await server.client().get('/api/Division/00000000-0000-4000-8000-000000000000')).status).toBe(
      204,
    );
  });

  it('the demo league has two divisions of six teams, each with players and one captain', async () => {
    const teams = await server.ctx.repos.teams.list();
    expect(teams).toHaveLength(12);
    for (const team of teams) {
      const players = team.doc.seasons[0]!.players;
      expect(players.length).toBeGreaterThanOrEqual(5);
      expect(players.filter((p) => p.captain)).toHaveLength(1);
    }
    expect((await server.ctx.repos.notes.list()).length).toBeGreaterThanOrEqual(3);
  });
});
