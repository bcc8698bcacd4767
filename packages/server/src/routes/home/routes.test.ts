import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSummary } from '@darts/core/contract/home';
import { buildGame, buildMatch, buildSeason, squadOf } from '#server-test/leagueBuilders';
import { startLeagueServer, TEST_NOW, type LeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors } from '#server-test/support';

// TEST_NOW is 2026-11-22: tonight's fixtures are dated that day.
const TONIGHT = '2026-11-22';
const SINGLES = [{ playerCount: 1, startingScore: 501, numberOfLegs: 5 }];

describe.each(ROUTE_DIALECTS)('GET /api/Home/Summary on %s', (dialect) => {
  let league: LeagueServer;
  const summary = async (query = '') => {
    const response = await league.server.client().get(`/api/Home/Summary${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as HomeSummary;
  };

  beforeAll(async () => {
    league = await startLeagueServer(dialect, {
      divisions: ['Premier', 'First'],
      season: { name: 'Winter', startDate: '2026-09-01', endDate: '2027-04-30' },
      teams: [
        ['Ash', 'Ash player'],
        ['Bay', 'Bay player'],
        ['Cob', 'Cob player'],
        ['Dun', 'Dun player'],
      ],
    });
    const { server, seasonId, divisionId, teams } = league;
    const [ash, bay, cob, dun] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const fixture = { seasonId, divisionId };
    const won = (home: typeof ash, away: typeof ash) => ({
      matchOptions: SINGLES,
      matches: [buildMatch(squadOf(home).slice(0, 1), squadOf(away).slice(0, 1), 3, 1)],
    });
    await buildGame(server.ctx, { ...fixture, date: '2026-11-08', home: cob, away: dun, ...won(cob, dun) });
    await buildGame(server.ctx, { ...fixture, date: '2026-11-15', home: ash, away: bay, ...won(ash, bay) });
    await buildGame(server.ctx, { ...fixture, date: TONIGHT, home: bay, away: cob });
    await buildGame(server.ctx, { ...fixture, date: '2026-11-29', home: dun, away: ash });
  });
  afterAll(async () => league.server.close());

  it("answers anyone with tonight's and the next fixtures, the latest results and each division's top of the table", async () => {
    const home = await summary();
    expect(home.today).toBe(TONIGHT);
    expect(home.season?.name).toBe('Winter');
    const names = (date: HomeSummary['tonight']) =>
      date?.fixtures.map(
        (f) => `${f.homeTeam.name} ${f.homeScore ?? ''}-${f.awayScore ?? ''} ${f.awayTeam?.name}`,
      );
    expect(home.tonight?.date).toBe(TONIGHT);
    expect(names(home.tonight)).toEqual(['Bay - Cob']);
    expect(home.next?.date).toBe('2026-11-29');
    expect(names(home.next)).toEqual(['Dun - Ash']);
    expect(home.latest?.date).toBe('2026-11-15');
    expect(names(home.latest)).toEqual(['Ash 1-0 Bay']);
    expect(home.divisions.map((d) => d.name)).toEqual(['First', 'Premier']);
    const premier = home.divisions.find((d) => d.name === 'Premier')!;
    expect(
      premier.teams
        .map((t) => t.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Ash', 'Cob']);
    expect(premier.teams).toHaveLength(3);
    expect(premier.teams[0]!.points).toBeGreaterThan(0);

    const signedIn = await league.server.signedIn('all');
    expect((await signedIn.get('/api/Home/Summary')).body).toEqual(home);
  });

  it('answers an unchanged summary with 304 to its ETag, and a changed one after a fixture is saved', async () => {
    const first = await league.server.client().get('/api/Home/Summary');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await league.server.client().get('/api/Home/Summary', { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const [ash, , , dun] = league.teams;
    await buildGame(league.server.ctx, {
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      date: TONIGHT,
      home: ash!,
      away: dun!,
    });
    const changed = await league.server.client().get('/api/Home/Summary', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect((changed.body as HomeSummary).tonight?.fixtures.map((f) => f.homeTeam.name)).toEqual([
      'Ash',
      'Bay',
    ]);
  });

  it('answers the season asked for, and an empty summary for an unknown one', async () => {
    const old = await buildSeason(league.server.ctx, {
      name: 'Last year',
      startDate: '2025-09-01',
      endDate: '2026-04-30',
      divisionIds: league.divisionIds,
    });
    const then = await summary(`?seasonId=${old.id.toUpperCase()}`);
    expect(then.season?.name).toBe('Last year');
    expect([then.tonight, then.next, then.latest]).toEqual([null, null, null]);
    expect((await summary()).season?.name).toBe('Winter');
    const unknown = await summary('?seasonId=3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(unknown).toMatchObject({ today: TONIGHT, season: null, divisions: [] });
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe(TONIGHT);
  });

  it('answers 400 naming the season for a bad one', async () => {
    const response = await league.server.client().get('/api/Home/Summary?seasonId=winter');
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual(['Season was not recognised']);
  });
});
