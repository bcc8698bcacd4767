import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData, DivisionTeam } from '@darts/core/contract/divisionData';
import { createRepositories } from '#server/db/repositories';
import { seedDemo, type DemoSummary } from '#server/seed/demo';
import {
  buildDivision,
  buildGame,
  buildMatch,
  buildSeason,
  buildTeam,
  squadOf,
} from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The league table rule: points, then fixtures won, then leg difference, then name. */
const inLeagueOrder = (a: DivisionTeam, b: DivisionTeam) =>
  b.points - a.points ||
  b.fixturesWon - a.fixturesWon ||
  b.difference - a.difference ||
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

describe.each(ROUTE_DIALECTS)('GET /api/Division/Data on %s', (dialect) => {
  let server: TestServer;
  let demo: DemoSummary;
  const premier = () => `/api/Division/Data?divisionId=${demo.divisionIds[0]}&seasonId=${demo.seasonId}`;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => NOW });
    demo = await seedDemo(server.ctx);
  });
  afterAll(async () => server.close());

  it('answers 400 naming each bad query value', async () => {
    const response = await server.client().get('/api/Division/Data?divisionId=nope&date=2026-02-30');
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([
      'Division 1 was not recognised',
      'Date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('answers with a data error when neither a division nor a season is given', async () => {
    const response = await server.client().get('/api/Division/Data');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ season: null, teams: [], fixtures: [] });
    expect(response.body.dataErrors.map((e: { message: string }) => e.message)).toEqual([
      'SeasonId and/or DivisionId must be supplied',
    ]);
  });

  it('with a season and no division lists every fixture of the season and counts nothing', async () => {
    // The rule (docs/domain.md, "Which fixtures a division's data uses"): no league
    // fixture is counted without a division, so every team of the season has zeros.
    const season = (await server.client().get(`/api/Division/Data?seasonId=${demo.seasonId}`))
      .body as DivisionData;
    expect(season).toMatchObject({ id: null, name: '<0 divisions>', season: { id: demo.seasonId } });
    expect(season).toMatchObject({ players: [], dataErrors: [] });
    const perDivision = await Promise.all(
      demo.divisionIds.map(
        async (id) =>
          (await server.client().get(`/api/Division/Data?divisionId=${id}&seasonId=${demo.seasonId}`))
            .body as DivisionData,
      ),
    );
    const fixtureIds = (data: DivisionData) =>
      data.fixtures.flatMap((d) => d.fixtures.filter((f) => f.awayTeam).map((f) => f.id)).sort();
    expect(fixtureIds(season)).toEqual(perDivision.flatMap(fixtureIds).sort());
    expect(season.teams.map((t) => t.name).sort()).toEqual(
      perDivision.flatMap((d) => d.teams.map((t) => t.name)).sort(),
    );
    expect(season.teams.every((t) => t.played === 0 && t.points === 0 && t.matchesWon === 0)).toBe(true);
    expect(perDivision[0]!.teams.some((t) => t.played > 0)).toBe(true);
  });

  it('finds the current season of a division when no season is given', async () => {
    const response = await server.client().get(`/api/Division/Data?divisionId=${demo.divisionIds[1]}`);
    expect(response.body).toMatchObject({ name: 'Division One', season: { id: demo.seasonId } });
  });

  it("ranks the demo league's teams by points, fixtures won, leg difference and name", async () => {
    const data = (await server.client().get(premier())).body as DivisionData;
    expect(data.name).toBe('Premier Division');
    expect(data.teams).toHaveLength(6);
    expect(data.teams.map((t) => t.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...data.teams].sort(inLeagueOrder).map((t) => t.name)).toEqual(data.teams.map((t) => t.name));
    for (const team of data.teams) {
      expect(team.played).toBe(8);
      expect(team.fixturesWon + team.fixturesDrawn + team.fixturesLost).toBe(8);
      expect(team.points).toBe(2 * team.fixturesWon + team.fixturesDrawn);
    }
    expect(data.teams.map((t) => t.name)).toEqual([
      'The Red Lion',
      'Kings Arms',
      'The Swan',
      'Crown & Anchor',
      'Railway Tavern',
      'The Plough',
    ]);
  });

  it('ranks players by singles legs won, with 180s and hi-checks from the scorecards', async () => {
    const data = (await server.client().get(premier())).body as DivisionData;
    expect(data.players.length).toBeGreaterThan(20);
    expect(data.players.map((p) => p.rank)).toEqual(data.players.map((_, i) => i + 1));
    const points = data.players.map((p) => p.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(data.players.some((p) => p.oneEighties > 0)).toBe(true);
    expect(data.players.some((p) => p.over100Checkouts >= 100 && p.over100Checkouts <= 120)).toBe(true);
  });

  it('lists every fixture date, with placeholder rows on the week without fixtures', async () => {
    const data = (await server.client().get(premier())).body as DivisionData;
    const withFixtures = data.fixtures.filter((d) => d.fixtures.some((f) => f.awayTeam !== null));
    expect(withFixtures).toHaveLength(10);
    expect(withFixtures.every((d) => d.fixtures.length === 3)).toBe(true);
    const played = withFixtures.filter((d) => d.date < '2026-11-22');
    expect(played).toHaveLength(8);
    expect(played.flatMap((d) => d.fixtures).every((f) => f.homeScore !== null && f.awayScore !== null)).toBe(
      true,
    );
    const weekOff = data.fixtures.find((d) => d.date === '2026-11-04')!;
    expect(weekOff.notes).toHaveLength(1);
    expect(weekOff.fixtures).toHaveLength(6);
    expect(weekOff.fixtures.every((f) => f.id === f.homeTeam.id && f.awayTeam === null)).toBe(true);

    const excluded = (await server.client().get(`${premier()}&excludeProposals=true`)).body as DivisionData;
    expect(excluded.fixtures.find((d) => d.date === '2026-11-04')!.fixtures).toEqual([]);
  });

  it('limits fixtures and the table to one team with teamId, and to one date with date', async () => {
    const teamId = demo.teamIds[0]!;
    const team = (await server.client().get(`${premier()}&teamId=${teamId}&excludeProposals=true`))
      .body as DivisionData;
    expect(team.teams.map((t) => t.id)).toEqual([teamId]);
    const fixtures = team.fixtures.flatMap((d) => d.fixtures);
    expect(fixtures).toHaveLength(10);
    expect(fixtures.every((f) => f.homeTeam.id === teamId || f.awayTeam?.id === teamId)).toBe(true);
    const day = (await server.client().get(`${premier()}&date=2026-09-23`)).body as DivisionData;
    expect(day.fixtures.map((d) => d.date)).toEqual(['2026-09-23']);
  });

  it('gives managePlayers every registered player, and only importData the data errors', async () => {
    const anonymous = (await server.client().get(premier())).body as DivisionData;
    const managers = (await (await server.signedIn(['managePlayers'])).get(premier())).body as DivisionData;
    const squads = (await server.ctx.repos.teams.list())
      .filter((t) => t.doc.seasons[0]!.divisionId === demo.divisionIds[0])
      .reduce((sum, t) => sum + t.doc.seasons[0]!.players.length, 0);
    expect(managers.players).toHaveLength(squads);
    expect(anonymous.players.length).toBeLessThanOrEqual(squads);

    const ctx = server.ctx;
    const division = await buildDivision(ctx, { name: 'Errors' });
    const season = await buildSeason(ctx, { divisionIds: [division.id] });
    const home = await buildTeam(ctx, {
      name: 'Home',
      seasonId: season.id,
      divisionId: division.id,
      players: ['A', 'B'],
    });
    const away = await buildTeam(ctx, {
      name: 'Away',
      seasonId: season.id,
      divisionId: division.id,
      players: ['C'],
    });
    await buildGame(ctx, {
      seasonId: season.id,
      divisionId: division.id,
      date: '2026-10-01',
      home,
      away,
      matches: [buildMatch(squadOf(home), squadOf(away), 3, 1)],
    });
    const url = `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`;
    const importer = (await (await server.signedIn(['importData'])).get(url)).body as DivisionData;
    expect(importer.dataErrors.map((e) => e.message)).toEqual([
      'Singles match 1 between Home and Away has mis-matching number of players: Home players (2): [A, B] vs Away players (1): [C]',
    ]);
    expect(importer.dataErrors[0]!.gameId).toEqual(expect.any(String));
    expect(((await server.client().get(url)).body as DivisionData).dataErrors).toEqual([]);
    expect(
      ((await (await server.signedIn(['manageGames'])).get(url)).body as DivisionData).dataErrors,
    ).toEqual([]);
  });

  it('caches anonymous answers until a write evicts them (Cache-Control: no-cache recomputes)', async () => {
    const ctx = server.ctx;
    const division = await buildDivision(ctx, { name: 'Cached' });
    const season = await buildSeason(ctx, { divisionIds: [division.id] });
    await buildTeam(ctx, { name: 'Only team', seasonId: season.id, divisionId: division.id });
    const url = `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`;
    const names = async (headers: Record<string, string> = {}) =>
      ((await server.client().get(url, headers)).body as DivisionData).teams.map((t) => t.name);
    expect(await names()).toEqual(['Only team']);

    // Stored behind the repositories' write hook: the cached answer stands.
    const unhooked = { ...ctx, repos: createRepositories(ctx.db.kysely) };
    await buildTeam(unhooked, { name: 'Another team', seasonId: season.id, divisionId: division.id });
    expect(await names()).toEqual(['Only team']);
    expect(await names({ 'cache-control': 'no-cache' })).toEqual(['Another team', 'Only team']);

    await buildTeam(unhooked, { name: 'Third team', seasonId: season.id, divisionId: division.id });
    expect(await names()).toEqual(['Another team', 'Only team']);
    const notes = await server.signedIn(['manageNotes']);
    const note = await notes.post('/api/Note', { date: '2026-10-01', note: 'Evicts', seasonId: season.id });
    expect(note.status).toBe(200);
    expect(await names()).toEqual(['Another team', 'Only team', 'Third team']);
  });
});
