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
