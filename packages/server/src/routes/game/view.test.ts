import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildGame, buildMatch, squadOf } from '#server-test/leagueBuilders';
import { accountOfTeam } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, type TestServer } from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';

describe.each(ROUTE_DIALECTS)('GET /api/Game/{id}: matches per the caller on %s', (dialect) => {
  let server: TestServer;
  let seasonId: string;
  let divisionId: string;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  beforeAll(async () => {
    let teams: Stored<TeamDoc>[];
    ({ server, seasonId, divisionId, teams } = await startLeagueServer(dialect, {
      teams: [
        ['Hosts', 'Hal'],
        ['Guests', 'Gus'],
      ],
    }));
    [home, away] = teams as [Stored<TeamDoc>, Stored<TeamDoc>];
  });
  afterAll(async () => server.close());

  const setFeature = async (id: string, configuredValue: string) => {
    const stamp = { name: 'test', now: server.ctx.now() };
    const existing = await server.ctx.repos.features.get(id);
    if (existing) await server.ctx.repos.features.replace(existing, { configuredValue }, stamp);
    else await server.ctx.repos.features.insert(id, { configuredValue }, stamp);
  };
  const played = (date: string) =>
    buildGame(server.ctx, {
      seasonId,
      divisionId,
      date,
      home,
      away,
      matches: squadOf(home).map((h, i) => buildMatch([h], [squadOf(away)[i]!], 3, i)),
    });

  it('hides the matches from those who cannot record them until the date plus the VetoScores delay', async () => {
    await setFeature(FEATURE_IDS.vetoScores, '1.00:00:00');
    const today = await played('2026-11-22');
    const lastWeek = await played('2026-11-15');
    expect((await server.client().get(`/api/Game/${today.id}`)).body.matches).toEqual([]);
    expect((await server.client().get(`/api/Game/${lastWeek.id}`)).body.matches).toHaveLength(5);
    const clerk = await accountOfTeam(server, away.id);
    expect((await clerk.get(`/api/Game/${today.id}`)).body.matches).toHaveLength(5);
    const admin = await server.signedIn(['manageScores']);
    expect((await admin.get(`/api/Game/${today.id}`)).body.matches).toHaveLength(5);
    const list = (await server.client().get('/api/Game/')).body as { id: string; matches: unknown[] }[];
    expect(list.find((g) => g.id === today.id)!.matches).toEqual([]);
    await setFeature(FEATURE_IDS.vetoScores, '00:00:00');
    expect((await server.client().get(`/api/Game/${today.id}`)).body.matches).toHaveLength(5);
  });

  it('shuffles the singles for spectators with RandomisedSingles on', async () => {
    await setFeature(FEATURE_IDS.randomisedSingles, 'true');
    const game = await played('2026-11-01');
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const matches = (await server.client().get(`/api/Game/${game.id}`)).body.matches as { id: string }[];
      expect(new Set(matches.map((m) => m.id))).toEqual(new Set(game.doc.matches.map((m) => m.id)));
      orders.add(matches.map((m) => m.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
    const admin = await server.signedIn(['manageScores']);
    const seen = (await admin.get(`/api/Game/${game.id}`)).body.matches as { id: string }[];
    expect(seen.map((m) => m.id)).toEqual(game.doc.matches.map((m) => m.id));
    await setFeature(FEATURE_IDS.randomisedSingles, 'false');
  });
});
