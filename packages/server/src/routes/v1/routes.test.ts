import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMatch, squadOf } from '#server-test/leagueBuilders';
import { startLeagueServer } from '#server-test/leagueServer';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * The public read API, version 1 (decision 058): a club's site reads a division's table, fixtures,
 * players and tournaments as JSON or CSV, with ETags; an API key lifts the per-address limit and a
 * key made for one division reads only that one.
 */
describe.each(ROUTE_DIALECTS)('public read API v1 on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let seasonId: string;
  let divisionId: string;
  let otherDivisionId: string;
  beforeAll(async () => {
    const league = await startLeagueServer(dialect, {
      admin: { flags: ['manageAccess'], name: 'Secretary' },
      divisions: ['Premier', 'First'],
      season: { name: 'Winter 2026' },
      teams: [
        ['Crown', 'Cy'],
        ['Anchor', 'Al'],
      ],
    });
    ({ server, admin, seasonId, divisionId } = league);
    otherDivisionId = league.divisionIds[1]!;
    const [home, away] = league.teams as [(typeof league.teams)[0], (typeof league.teams)[0]];
    await buildGame(server.ctx, {
      seasonId,
      divisionId,
      date: '2026-10-01',
      home,
      away,
      matches: [buildMatch(squadOf(home), squadOf(away), 3, 1)],
    });
  });
  afterAll(async () => server.close());

  const makeKey = async (body: Record<string, unknown> = { name: 'Club site' }) => {
    const made = await admin.post('/api/ApiKey', body);
    expect(made.status).toBe(200);
    return made.body.result as { id: string; key: string; prefix: string };
  };

  it('lists the seasons with their divisions, the latest first', async () => {
    const seasons = await server.client().get('/api/v1/seasons');
    expect(seasons.status).toBe(200);
    expect(seasons.body).toEqual([
      expect.objectContaining({
        id: seasonId,
        name: 'Winter 2026',
        divisions: [
          { id: divisionId, name: 'Premier' },
          { id: otherDivisionId, name: 'First' },
        ],
      }),
    ]);
  });

  it('answers a division’s table and fixtures as on screen, with an ETag a client can revalidate', async () => {
    const visitor = server.client();
    const table = await visitor.get(`/api/v1/divisions/${divisionId}/table`);
    expect(table.status).toBe(200);
    expect(table.body.season).toEqual({ id: seasonId, name: 'Winter 2026' });
    expect(table.body.division).toEqual({ id: divisionId, name: 'Premier' });
    const screen = (await visitor.get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`))
      .body as { teams: { name: string; points: number; played: number }[] };
    expect(
      table.body.rows.map((r: { team: string; points: number; played: number }) => [
        r.team,
        r.points,
        r.played,
      ]),
    ).toEqual(screen.teams.map((t) => [t.name, t.points, t.played]));
    const etag = table.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await visitor.get(`/api/v1/divisions/${divisionId}/table`, { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const fixtures = await visitor.get(`/api/v1/divisions/${divisionId}/fixtures?seasonId=${seasonId}`);
    expect(fixtures.body.rows).toEqual([
      expect.objectContaining({
        date: '2026-10-01',
        homeTeam: 'Crown',
        awayTeam: 'Anchor',
        postponed: false,
      }),
    ]);
    const players = await visitor.get(`/api/v1/divisions/${divisionId}/players`);
    expect(players.body.rows.length).toBeGreaterThan(0);
    expect(players.body.rows[0]).toEqual(
      expect.objectContaining({ team: expect.stringMatching(/Crown|Anchor/), played: expect.any(Number) }),
    );
  });

  it('answers CSV a spreadsheet opens as it is, named for the division, table and season', async () => {
    const csv = await server.client().get(`/api/v1/divisions/${divisionId}/fixtures?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('filename="premier-fixtures-winter-2026.csv"');
    const lines = (csv.body as string).trim().split('\n');
    expect(lines[0]).toBe('Date,Home,Home score,Away score,Away,Postponed,Knockout');
    expect(lines[1]).toMatch(/^2026-10-01,Crown,\d*,\d*,Anchor,,$/);
    const raw = await fetch(`${server.url}/api/v1/divisions/${divisionId}/table?format=csv`);
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('answers 400 in the league’s words for bad input and 404 for an unknown division or season', async () => {
    const visitor = server.client();
    const badId = await visitor.get('/api/v1/divisions/nope/table');
    expect(badId.status).toBe(400);
    expect(envelopeErrors(badId.body)[0]).toMatch(/^Division/);
    const badFormat = await visitor.get(`/api/v1/divisions/${divisionId}/table?format=xls`);
    expect(envelopeErrors(badFormat.body)).toEqual(["Format must be 'json' or 'csv'"]);
    const unknown = await visitor.get(`/api/v1/divisions/${UNKNOWN_ID}/table`);
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['Division not found']);
    const noSeason = await visitor.get(`/api/v1/divisions/${divisionId}/table?seasonId=${UNKNOWN_ID}`);
    expect(envelopeErrors(noSeason.body)).toEqual(['Season not found']);
  });

  it('finds fixtures across seasons by team, player, venue and dates; 400 when given nothing to search by', async () => {
    const visitor = server.client();
    const rowsOf = async (query: string) =>
      (
        (await visitor.get(`/api/v1/fixtures?${query}`)).body.rows as { homeTeam: string; season: string }[]
      ).map((r) => `${r.homeTeam} ${r.season}`);
    expect(await rowsOf('team=crown')).toEqual(['Crown Winter 2026']);
    expect(await rowsOf('team=ANCHOR')).toEqual(['Crown Winter 2026']);
    expect(await rowsOf('player=cy%201')).toEqual(['Crown Winter 2026']);
    expect(await rowsOf('venue=crown%20inn')).toEqual(['Crown Winter 2026']);
    expect(await rowsOf('from=2026-10-01&to=2026-10-01')).toEqual(['Crown Winter 2026']);
    expect(await rowsOf('from=2026-10-02')).toEqual([]);
    expect(await rowsOf('team=nobody')).toEqual([]);
    const found = (await visitor.get('/api/v1/fixtures?team=crown')).body;
    expect(found.more).toBe(false);
    expect(found.rows[0]).toMatchObject({
      division: 'Premier',
      venue: 'Crown Inn',
      homeScore: expect.any(Number),
    });
    const empty = await visitor.get('/api/v1/fixtures');
    expect(empty.status).toBe(400);
    expect(envelopeErrors(empty.body)).toEqual(['Give a team, a player, a venue or dates to search by']);
    const badDate = await visitor.get('/api/v1/fixtures?from=yesterday');
    expect(envelopeErrors(badDate.body)).toEqual(['From must be a date (YYYY-MM-DD)']);
    const csv = await visitor.get('/api/v1/fixtures?team=crown&format=csv');
    expect((csv.body as string).split('\n')[0]).toBe(
      // (text() drops the byte-order mark)
      'Season,Division,Date,Home,Home score,Away score,Away,Venue,Postponed,Knockout',
    );
  });

  it('reads with a key (either header); refuses an unknown or revoked key (401) and another division (403)', async () => {
    const { id, key } = await makeKey();
    const visitor = server.client();
    expect((await visitor.get('/api/v1/seasons', { authorization: `Bearer ${key}` })).status).toBe(200);
    expect((await visitor.get('/api/v1/seasons', { 'x-api-key': key })).status).toBe(200);
    const wrong = await visitor.get('/api/v1/seasons', { 'x-api-key': 'dl_not-a-key' });
    expect(wrong.status).toBe(401);
    expect(envelopeErrors(wrong.body)).toEqual(['This API key is not known or was revoked']);

    const premierOnly = await makeKey({ name: 'Premier site', divisionId });
    const own = await visitor.get(`/api/v1/divisions/${divisionId}/table`, { 'x-api-key': premierOnly.key });
    expect(own.status).toBe(200);
    const other = await visitor.get(`/api/v1/divisions/${otherDivisionId}/table`, {
      'x-api-key': premierOnly.key,
    });
    expect(other.status).toBe(403);
    expect(envelopeErrors(other.body)).toEqual(["This API key reads only its own division's results"]);

    expect((await admin.delete(`/api/ApiKey/${id}`)).status).toBe(200);
    expect((await visitor.get('/api/v1/seasons', { 'x-api-key': key })).status).toBe(401);
  });
});

/*
 * The Fixtures tab's filters (date, type, team, notes) and the team page's players (team): the CSV
 * holds the rows the screen shows with them, so a download is what the visitor sees.
 */
describe.each(ROUTE_DIALECTS)('public read API v1 with the screens’ filters on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let divisionId: string;
  let otherDivisionId: string;
  let crownId: string;
  beforeAll(async () => {
    // Today is 2026-11-22 (TEST_NOW).
    const league = await startLeagueServer(dialect, {
      admin: { flags: ['manageAccess'], name: 'Secretary' },
      divisions: ['Premier', 'First'],
      season: { name: 'Winter 2026' },
      teams: [
        ['Crown', 'Cy'],
        ['Anchor', 'Al'],
        ['Bell, "Upper"', 'Bo'],
      ],
    });
    ({ server, admin, divisionId } = league);
    otherDivisionId = league.divisionIds[1]!;
    const [crown, anchor, bell] = league.teams as [
      (typeof league.teams)[0],
      (typeof league.teams)[0],
      (typeof league.teams)[0],
    ];
    crownId = crown.id;
    const first = (team: typeof crown) => squadOf(team).slice(0, 1);
    const game = (date: string, home: typeof crown, away: typeof crown, more = {}) =>
      buildGame(server.ctx, { seasonId: league.seasonId, divisionId, date, home, away, ...more });
    await game('2026-10-01', crown, anchor, { matches: [buildMatch(first(crown), first(anchor), 3, 1)] });
    await game('2026-10-08', anchor, bell, { isKnockout: true });
    await game('2026-11-29', bell, crown);
  });
  afterAll(async () => server.close());

  const csvOf = async (table: string, query: string, headers: Record<string, string> = {}) => {
    const answer = await server
      .client()
      .get(`/api/v1/divisions/${divisionId}/${table}?${query}&format=csv`, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return (answer.body as string).trim().split('\n');
  };
  const fixturesWith = async (query: string) =>
    (await csvOf('fixtures', query)).slice(1).map((line) => line.split(',')[0]);

  it('gives the Fixtures tab’s rows for its filters, as a spreadsheet reads them', async () => {
    const anchor = await csvOf('fixtures', 'team=ANCHOR');
    expect(anchor[0]).toBe('Date,Home,Home score,Away score,Away,Postponed,Knockout');
    expect(anchor.slice(1)).toEqual([
      expect.stringMatching(/^2026-10-01,Crown,\d*,\d*,Anchor,,$/),
      // A name with a comma and quotes is one quoted cell, its quotes doubled.
      '2026-10-08,Anchor,,,"Bell, ""Upper""",,yes',
    ]);
    expect(await fixturesWith('type=qualifier')).toEqual(['2026-10-08']);
    expect(await fixturesWith('type=not(qualifier)')).toEqual(['2026-10-01', '2026-11-29']);
    expect(await fixturesWith(`team=${crownId}&type=league`)).toEqual(['2026-10-01', '2026-11-29']);
    expect(await fixturesWith('date=next-week')).toEqual(['2026-11-29']);
    expect(await fixturesWith('date=past&team=bell,%20%22upper%22')).toEqual(['2026-10-08']);
    expect(await fixturesWith('date=2026-10-01,2026-11')).toEqual(['2026-10-01', '2026-11-29']);
    expect(await fixturesWith('date=not(2026-10)')).toEqual(['2026-11-29']);
    // A blank filter is none, as on the tab.
    expect(await fixturesWith('notes=only-with-fixtures&team=')).toEqual([
      '2026-10-01',
      '2026-10-08',
      '2026-11-29',
    ]);
    // Tournaments are the tournaments table's rows: a fixtures file of them is its header only.
    expect(await csvOf('fixtures', 'type=tournament')).toEqual([anchor[0]]);
    expect(await csvOf('tournaments', 'team=crown')).toEqual(['Date,Type,Venue,Winner']);
    // The filters hold for JSON too.
    const json = await server.client().get(`/api/v1/divisions/${divisionId}/fixtures?type=qualifier`);
    expect(json.body.rows).toEqual([expect.objectContaining({ date: '2026-10-08', knockout: true })]);
  });

  it('describes each filter on the OpenAPI page', async () => {
    const doc = (await server.client().get('/api/docs/json')).body as {
      paths: Record<string, { get: { parameters: { name: string; description?: string }[] } }>;
    };
    const described = (path: string) =>
      Object.fromEntries(doc.paths[path]!.get.parameters.map((p) => [p.name, p.description ?? '']));
    const fixtures = described('/api/v1/divisions/{divisionId}/fixtures');
    expect(Object.keys(fixtures)).toEqual(
      expect.arrayContaining(['seasonId', 'format', 'date', 'type', 'team', 'notes']),
    );
    expect(fixtures.type).toMatch(/league .* qualifier .* tournament/);
    expect(described('/api/v1/divisions/{divisionId}/players').team).toMatch(/squad/);
  });

  it('gives a team’s players as its team page lists them: those with results, then the rest of its squad', async () => {
    const crown = await csvOf('players', 'team=crown');
    expect(crown[0]).toBe('Rank,Player,Team,Played,Won,Lost,Points,Win %,180s,Hi-checks');
    expect(crown.slice(1)).toEqual([
      expect.stringMatching(/^1,Cy 1,Crown,1,1,0,/),
      '0,Cy 2,Crown,0,0,0,0,0,0,0',
      '0,Cy 3,Crown,0,0,0,0,0,0,0',
      '0,Cy 4,Crown,0,0,0,0,0,0,0',
      '0,Cy 5,Crown,0,0,0,0,0,0,0',
    ]);
    expect(await csvOf('players', `team=${crownId}`)).toEqual(crown);
    expect(await csvOf('players', 'team=nobody')).toEqual([crown[0]]);
    // Without a team, the division's players' table (players with results only).
    expect((await csvOf('players', '')).slice(1).map((line) => line.split(',')[1])).toEqual(['Cy 1', 'Al 1']);
  });

  it('answers 400 naming the filter in the league’s words for a value the tab does not read', async () => {
    const visitor = server.client();
    const errorsOf = async (query: string) => {
      const answer = await visitor.get(`/api/v1/divisions/${divisionId}/fixtures?${query}&format=csv`);
      expect(answer.status).toBe(400);
      return envelopeErrors(answer.body);
    };
    expect(await errorsOf('type=cup')).toEqual(['Type must be league, qualifier or tournament']);
    expect(await errorsOf('type=not(cup)')).toEqual(['Type must be league, qualifier or tournament']);
    expect(await errorsOf('date=soon')).toEqual([
      'Date must be past, future, last+next, today, yesterday, tomorrow, last-week, next-week, or months (YYYY-MM) or days (YYYY-MM-DD) separated by commas',
    ]);
    expect(await errorsOf('notes=%3B')).toEqual([
      'Notes must be only-with-fixtures, or words separated by semicolons',
    ]);
    expect(await errorsOf(`team=${'x'.repeat(201)}`)).toEqual(['Team must be at most 200 characters']);
    const players = await visitor.get(`/api/v1/divisions/${divisionId}/players?team=a%09b`);
    expect(players.status).toBe(400);
    expect(envelopeErrors(players.body)).toEqual([
      'Team cannot contain tabs, line breaks or other control characters',
    ]);
  });

  it('refuses a filtered download to an unknown key (401) and to another division’s key (403)', async () => {
    const visitor = server.client();
    const unknown = await visitor.get(`/api/v1/divisions/${divisionId}/fixtures?team=crown&format=csv`, {
      'x-api-key': 'dl_not-a-key',
    });
    expect(unknown.status).toBe(401);
    const made = await admin.post('/api/ApiKey', { name: 'First site', divisionId: otherDivisionId });
    const key = made.body.result.key as string;
    const other = await visitor.get(`/api/v1/divisions/${divisionId}/players?team=crown&format=csv`, {
      'x-api-key': key,
    });
    expect(other.status).toBe(403);
    expect(envelopeErrors(other.body)).toEqual(["This API key reads only its own division's results"]);
  });
});

describe('public read API v1 limits', () => {
  it('limits an address without a key and lifts the limit for a key', async () => {
    const server = await startServer('sqlite', {
      config: { OPEN_API_PER_MINUTE: '3', API_KEY_PER_MINUTE: '6' },
    });
    try {
      const admin = await server.signedIn(['manageAccess']);
      const key = (await admin.post('/api/ApiKey', { name: 'Club' })).body.result.key as string;
      const visitor = server.client();
      const anonymous: number[] = [];
      for (let i = 0; i < 4; i++) anonymous.push((await visitor.get('/api/v1/seasons')).status);
      expect(anonymous).toEqual([200, 200, 200, 429]);
      const limited = await visitor.get('/api/v1/seasons');
      expect(envelopeErrors(limited.body)).toEqual([
        'Too many requests: wait a minute, or ask the league for an API key',
      ]);
      const keyed: number[] = [];
      for (let i = 0; i < 7; i++)
        keyed.push((await visitor.get('/api/v1/seasons', { 'x-api-key': key })).status);
      expect(keyed).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});
