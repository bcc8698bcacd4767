import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildGame, buildMatch, squadOf } from '#server-test/leagueBuilders';
import { startLeagueServer } from '#server-test/leagueServer';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { tournamentBody } from '#server-test/tournamentBuilders';

describe.each(ROUTE_DIALECTS)('Report API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  let divisionId: string;
  beforeAll(async () => {
    let teams;
    ({ server, admin, stranger, seasonId, divisionId, teams } = await startLeagueServer(dialect, {
      admin: { flags: ['runReports'], name: 'Report Reader' },
      stranger: ['runHealthChecks'],
      divisions: ['Premier'],
      teams: [
        ['Crown', 'Carl'],
        ['Bell', 'Dave'],
      ],
    }));
    const [crown, bell] = teams;
    const [carl] = squadOf(crown!);
    const [dave] = squadOf(bell!);
    const game = await buildGame(server.ctx, {
      seasonId,
      divisionId,
      date: '2026-09-08',
      home: crown!,
      away: bell!,
      matches: [buildMatch([carl!], [dave!], 3, 1)],
      oneEighties: [carl!, carl!, dave!],
      over100Checkouts: [{ ...carl!, score: 120 }],
    });
    const doc = { ...game.doc, home: { ...game.doc.home, manOfTheMatch: dave!.id } };
    await server.ctx.repos.games.replace(game, doc, { name: 'builder', now: server.ctx.now() });
  });
  afterAll(async () => server.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    divisionId,
    seasonId,
    topCount: 15,
    ...overrides,
  });

  it('answers 401, 403 and 400 naming each field in the league words', async () => {
    expect((await server.client().post('/api/Report', body())).status).toBe(401);
    expect((await stranger.post('/api/Report', body())).status).toBe(403);
    expect(envelopeErrors((await admin.post('/api/Report', { topCount: 0 })).body)).toEqual([
      'Select a division first',
      'Select a season first',
      'Enter a number of records from 1 to 100',
    ]);
    expect(envelopeErrors((await admin.post('/api/Report', body({ topCount: 101 }))).body)).toEqual([
      'Enter a number of records from 1 to 100',
    ]);
    expect(envelopeErrors((await admin.post('/api/Report', body({ seasonId: UNKNOWN_ID }))).body)).toEqual([
      'Season not found',
    ]);
    expect(envelopeErrors((await admin.post('/api/Report', body({ divisionId: UNKNOWN_ID }))).body)).toEqual([
      'Division not found',
    ]);
    const elsewhere = await buildDivision(server.ctx, { name: 'Elsewhere' });
    const season = (await server.ctx.repos.seasons.get(seasonId))!.doc.name;
    const outside = await admin.post('/api/Report', body({ divisionId: elsewhere.id }));
    expect(outside.status).toBe(400);
    expect(envelopeErrors(outside.body)).toEqual([
      `The Elsewhere division is not in the ${season} season, so it has no reports`,
    ]);
  });

  it("answers the season's reports, ranked, without man of the match for a reader without manageScores", async () => {
    const response = await admin.post('/api/Report', body({ topCount: undefined }));
    expect(response.status).toBe(200);
    const result = response.body.result;
    expect(result.messages).toEqual(['1 games inspected']);
    const names = result.reports.map((r: { name: string }) => r.name);
    expect(names).not.toContain('Man of the match');
    const most180s = result.reports.find((r: { columns: string[] }) => r.columns.includes('180s'));
    expect(most180s.description).toBe('The top 15 most 180s');
    expect(most180s.rows.map((r: any) => r.cells.map((c: any) => c.text))).toEqual([
      ['Crown', 'Carl 1', '2'],
      ['Bell', 'Dave 1', '1'],
    ]);
    expect(most180s.rows[0].cells[1]).toMatchObject({ playerName: 'Carl 1', teamName: 'Crown' });
  });

  it('answers one report as CSV by its name; 401, 403, 400 and 404 in the league words', async () => {
    const query = (over: Record<string, string> = {}) =>
      `/api/Report/Csv?${new URLSearchParams({ divisionId, seasonId, topCount: '15', report: 'Most 180s', ...over })}`;
    const reports = (await admin.post('/api/Report', body())).body.result.reports as {
      name: string;
      columns: string[];
    }[];
    const name = reports.find((r) => r.columns.includes('180s'))!.name;
    expect((await server.client().get(query({ report: name }))).status).toBe(401);
    expect((await stranger.get(query({ report: name }))).status).toBe(403);
    expect(envelopeErrors((await admin.get(query({ report: '' }))).body)).toEqual(['Choose a report']);
    const unknown = await admin.get(query({ report: 'No such report' }));
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['No report of that name: run the reports again']);
    const csv = await admin.get(query({ report: name }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((csv.body as string).trim().split('\n')).toEqual([
      '#,Team,Player,180s',
      '1,Crown,Carl 1,2',
      '2,Bell,Dave 1,1',
    ]);
  });

  it('adds man of the match for manageScores, and cuts every report at the top count', async () => {
    const scorer = await server.signedIn(['runReports', 'manageScores']);
    const result = (await scorer.post('/api/Report', body({ topCount: 1 }))).body.result;
    const mom = result.reports.find((r: { columns: string[] }) => r.columns.includes('Times'));
    expect(mom.rows.map((r: any) => r.cells.map((c: any) => c.text))).toEqual([['Bell', 'Dave 1', '1']]);
    const most180s = result.reports.find((r: { columns: string[] }) => r.columns.includes('180s'));
    expect(most180s.rows).toHaveLength(1);
  });

  it('leaves a tournament excluded from reports off the finals night', async () => {
    const organiser = await server.signedIn(['manageTournaments']);
    for (const [type, excludeFromReports] of [
      ['Doubles cup', false],
      ['Charity shield', true],
    ] as const) {
      const saved = await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, { type, excludeFromReports }),
      );
      expect(saved.status).toBe(200);
    }
    const result = (await admin.post('/api/Report', body())).body.result;
    const finals = result.reports.find((r: { name: string }) => r.name === 'Finals night');
    const awards = finals.rows.map((r: any) => r.cells[0].text as string);
    expect(awards).toContain('Doubles cup winner');
    expect(awards.filter((a: string) => a.includes('Charity shield'))).toEqual([]);
  });

  it("gives the finals night's Top Player awards by the players' stored genders (none counts as male)", async () => {
    const league = await startLeagueServer(dialect, {
      admin: { flags: ['runReports'], name: 'Finals Reader' },
      divisions: ['Premier'],
      teams: [
        ['Crown', 'Fay'],
        ['Bell', 'Dave'],
      ],
    });
    try {
      const [crown, bell] = league.teams;
      const [fay] = squadOf(crown!);
      const [dave] = squadOf(bell!);
      await buildGame(league.server.ctx, {
        seasonId: league.seasonId,
        divisionId: league.divisionId,
        date: '2026-09-08',
        home: crown!,
        away: bell!,
        matches: Array.from({ length: 5 }, () => buildMatch([fay!], [dave!], 3, 1)),
      });
      const seasons = crown!.doc.seasons.map((ts) => ({
        ...ts,
        players: ts.players.map((p) => (p.id === fay!.id ? { ...p, gender: 'female' as const } : p)),
      }));
      await league.server.ctx.repos.teams.replace(
        crown!,
        { ...crown!.doc, seasons },
        { name: 'builder', now: league.server.ctx.now() },
      );
      const response = await league.admin.post('/api/Report', {
        divisionId: league.divisionId,
        seasonId: league.seasonId,
        topCount: 15,
      });
      const finals = response.body.result.reports.find((r: { name: string }) => r.name === 'Finals night');
      const award = (name: string) =>
        finals.rows.find((r: any) => r.cells[0].text === name)?.cells[1].text as string | undefined;
      expect(award('Premier: Top Player (Female)')).toBe(fay!.name);
      expect(award('Premier: Top Player (Male)')).toBe(dave!.name);
    } finally {
      await league.server.close();
    }
  });
});
