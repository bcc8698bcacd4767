import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  envelopeErrors,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/* Leaderboards of players' figures: public; over a season or every season; each board as a CSV file. */
describe.each(ROUTE_DIALECTS)('Leaderboards on %s', (dialect) => {
  let server: TestServer;
  let seasonId: string;
  let winner: string;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    const organiser: ApiClient = await server.signedIn(['manageTournaments']);
    const marker: ApiClient = await server.signedIn(['recordScoresAsYouGo']);
    const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']);
    const t = (
      await organiser.put('/api/Tournament/', tournamentBody(seasonId, { format: 'swiss', bestOf: 3, sides }))
    ).body.result;
    const linked = (await marker.post(`/api/Tournament/${t.id}`, { matchId: 'S1-1' })).body.result;
    const saygId = linked.results.find((r: { matchId: string }) => r.matchId === 'S1-1').saygId;
    const record = (await marker.get(`/api/Sayg/${saygId}`)).body;
    const names: [string, string] = [record.yourName, record.opponentName];
    winner = names[0];
    const legs = { 0: wonLeg('home', names), 1: wonLeg('home', names) };
    expect((await marker.post('/api/Sayg', { ...record, legs, lastUpdated: record.updated })).status).toBe(
      200,
    );
  });
  afterAll(async () => server.close());

  it('ranks the season’s players: averages with enough legs, 180s, checkouts, best legs', async () => {
    const answer = await server.client().get(`/api/Leaderboard?seasonId=${seasonId}&minLegs=2`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ seasonId, minLegs: 2, previousSeasonName: null });
    const { boards } = answer.body;
    // Two nine-darters: 167 a visit; the loser threw 60s in both legs.
    expect(boards.average.map((r: { name: string; value: number }) => [r.name, r.value])).toEqual([
      [winner, 167],
      [expect.any(String), 60],
    ]);
    expect(boards.oneEighties).toEqual([expect.objectContaining({ name: winner, value: 4, legs: 2 })]);
    expect(boards.highestCheckout[0]).toMatchObject({ name: winner, value: 141 });
    expect(boards.bestLeg[0]).toMatchObject({ name: winner, value: 9 });
    // Every season, and a higher bar: nobody has 3 legs.
    const league = (await server.client().get('/api/Leaderboard?minLegs=3')).body;
    expect(league.seasonId).toBeNull();
    expect(league.boards.average).toEqual([]);
  });

  it('downloads a board as CSV a spreadsheet opens as it is', async () => {
    const csv = await server
      .client()
      .get(`/api/Leaderboard/Csv?seasonId=${seasonId}&minLegs=2&board=average`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leaderboard-average-.+\.csv"$/,
    );
    const text = csv.body as string;
    expect(text.startsWith('Rank,Player,3-dart average,Legs\n')).toBe(true);
    expect(text).toContain(`1,${winner},167.00,2\n`);
    // A byte-order mark first, so a spreadsheet reads the names as UTF-8 (text() drops it).
    const raw = await fetch(`${server.url}/api/Leaderboard/Csv?board=bestLeg`);
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('answers 400 in the league’s words for bad filters, 404 for an unknown season', async () => {
    const bad = await server.client().get('/api/Leaderboard?minLegs=0');
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body).join(' ')).toContain('from 1 to 100 legs');
    expect((await server.client().get('/api/Leaderboard?seasonId=nope')).status).toBe(400);
    const board = await server.client().get('/api/Leaderboard/Csv?board=worst');
    expect(board.status).toBe(400);
    expect(envelopeErrors(board.body).join(' ')).toContain('must be one of average');
    expect((await server.client().get(`/api/Leaderboard?seasonId=${UNKNOWN_ID}`)).status).toBe(404);
  });
});
