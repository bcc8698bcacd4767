import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { ROUTE_DIALECTS, UNKNOWN_ID, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * Results left unsaved: a match won on its leg-by-leg record whose result the tournament does not
 * hold a minute after the last leg is listed for whoever keeps the results.
 */
describe.each(ROUTE_DIALECTS)('Results left unsaved on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let marker: ApiClient;
  let seasonId: string;
  let clock = new Date('2026-11-28T20:00:00Z');
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect, { now: () => clock }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    marker = await server.signedIn(['recordScoresAsYouGo'], { name: 'Marker' });
  });
  afterAll(async () => server.close());

  it('answers 401, 403 and 400, and lists a won match a minute after its last leg until its result is saved', async () => {
    const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']).map((s) => ({ ...s, seeded: true }));
    const t = (
      await organiser.put('/api/Tournament/', tournamentBody(seasonId, { format: 'swiss', bestOf: 3, sides }))
    ).body.result;
    const path = `/api/Tournament/${t.id}/Unsaved`;
    expect((await server.client().get(path)).status).toBe(401);
    expect((await marker.get(path)).status).toBe(403);
    expect((await organiser.get('/api/Tournament/not-an-id/Unsaved')).status).toBe(400);
    expect((await organiser.get(`/api/Tournament/${UNKNOWN_ID}/Unsaved`)).status).toBe(404);

    const linked = (await marker.post(`/api/Tournament/${t.id}`, { matchId: 'S1-1' })).body.result;
    const saygId = linked.results.find((r: { matchId: string }) => r.matchId === 'S1-1').saygId;
    const record = (await marker.get(`/api/Sayg/${saygId}`)).body;
    const names: [string, string] = [record.yourName, record.opponentName];
    const won = await marker.post('/api/Sayg', {
      ...record,
      legs: { 0: wonLeg('home', names), 1: wonLeg('away', names), 2: wonLeg('home', names) },
      lastUpdated: record.updated,
    });
    expect(won.status).toBe(200);
    // Won just now: the scorer's result may still be on its way.
    expect((await organiser.get(path)).body).toEqual({ results: [] });

    clock = new Date(clock.getTime() + 61_000);
    expect((await organiser.get(path)).body).toEqual({
      results: [{ matchId: 'S1-1', scoreA: 2, scoreB: 1, finished: won.body.result.updated }],
    });

    await organiser.patch(`/api/Tournament/${t.id}`, { result: { matchId: 'S1-1', scoreA: 2, scoreB: 1 } });
    expect((await organiser.get(path)).body).toEqual({ results: [] });
  });
});
