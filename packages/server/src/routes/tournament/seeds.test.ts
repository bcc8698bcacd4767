import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

describe.each(ROUTE_DIALECTS)('Tournament seeds on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments']);
  });
  afterAll(async () => server.close());

  it('keeps a side marked seeded through a save, and reads it back; unmarking clears it', async () => {
    const [ann, bea] = singlesSides(['Ann', 'Bea']);
    const created = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, { sides: [{ ...ann, seeded: true }, bea] }),
    );
    expect(created.status).toBe(200);
    const t = created.body.result;
    const read = (await server.client().get(`/api/Tournament/${t.id}`)).body;
    expect(read.sides.map((s: { name: string; seeded?: boolean }) => [s.name, s.seeded === true])).toEqual([
      ['Ann', true],
      ['Bea', false],
    ]);

    const sides = read.sides.map((s: object) => ({ ...s, seeded: false }));
    const saved = await organiser.put('/api/Tournament/', { ...read, sides, lastUpdated: read.updated });
    expect(saved.status).toBe(200);
    expect(saved.body.result.sides.some((s: { seeded?: boolean }) => s.seeded)).toBe(false);
  });

  it('answers 400 naming the field when seeded is not true or false', async () => {
    const [ann] = singlesSides(['Ann']);
    const bad = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, { sides: [{ ...ann, seeded: 'yes' }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/seeded/i);
  });
});
