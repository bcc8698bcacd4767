import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { eventOnBoards } from '#server-test/tournamentBuilders';

/*
 * A board's scorer device (decision 055): a tablet approved as "Board 1" asks which match is called
 * to it, starts and scores that match, sends back its legs, 180s and hi-checks, and nothing else;
 * once its match is won it may still finish the record it started; a freed board gets the next match.
 */
describe.each(ROUTE_DIALECTS)("A board's scorer device on %s", (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let admin: ApiClient;
  let marker: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    admin = await server.signedIn(['manageAccess'], { name: 'Secretary' });
    marker = await server.signedIn(['recordScoresAsYouGo', 'enterTournamentResults'], { name: 'Marker' });
  });
  afterAll(async () => server.close());

  /** A device approved by its code as `name`, signed in by its claim. */
  const device = async (name: string, role = 'scorer') => {
    const client = server.client();
    const { id, code, pollToken } = (await client.post('/api/Device/Code')).body;
    expect((await admin.post('/api/Device/Approve', { code, name, role })).status).toBe(200);
    expect((await client.post('/api/Device/Claim', { id, pollToken })).body.status).toBe('approved');
    return client;
  };

  const event = (boards?: string[]) => eventOnBoards(organiser, seasonId, boards);
  const playerOf = (t: { sides: { players: { id: string; name: string }[] }[] }, name: string) =>
    t.sides.flatMap((s) => s.players).find((p) => p.name === name)!;

  it('answers a device its board and the match called to it; 401 for a visitor, 403 for a person', async () => {
    const t = await event(['Table A', 'Table B']);
    const board = await device('table b');
    const answer = await board.get('/api/Device/Board');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      board: 'table b',
      call: { tournamentId: t.id, fixtureId: null, matchId: 'W1-2', since: expect.any(String) },
    });
    expect((await server.client().get('/api/Device/Board')).status).toBe(401);
    const person = await organiser.get('/api/Device/Board');
    expect(person.status).toBe(403);
    expect(envelopeErrors(person.body).join(' ')).toContain('scorer device');
    const tv = await device('Bar TV', 'display');
    expect((await tv.get('/api/Device/Board')).status).toBe(403);
  });

  it('scores only its board’s match, finishes its own record after the win, and gets the next match', async () => {
    const t = await event();
    const board = await device('Board 1');
    const refusal = 'Board 1 scores only the match the call list gives Board 1';

    // Another board's match: not started, not scored.
    const other = await board.post(`/api/Tournament/${t.id}`, { matchId: 'W1-2' });
    expect(other.status).toBe(403);
    expect(envelopeErrors(other.body).join(' ')).toContain(refusal);
    const otherScore = await board.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'W1-2', scoreA: 2, scoreB: 0 },
    });
    expect(otherScore.status).toBe(403);
    const badInput = await board.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'W1-1', scoreA: -1, scoreB: 0 },
    });
    expect(badInput.status).toBe(400);
    // Nothing a person with results access does: the tournament itself.
    expect((await board.put('/api/Tournament/', { ...t, lastUpdated: t.updated })).status).toBe(403);

    // Its own match: started, scored leg by leg, its legs won and a 180 sent back.
    const overlay = () => server.client().get(`/api/Board/${encodeURIComponent('Board 1')}`);
    expect((await overlay()).body).toEqual({
      board: 'Board 1',
      call: { tournamentId: t.id, fixtureId: null, matchId: 'W1-1', since: expect.any(String), saygId: null },
    });
    const started = await board.post(`/api/Tournament/${t.id}`, { matchId: 'W1-1' });
    expect(started.status).toBe(200);
    const saygId = started.body.result.results.find((r: { matchId: string }) => r.matchId === 'W1-1').saygId;
    // A stream's board overlay (anyone) follows the record once the scorer started it.
    expect((await overlay()).body.call.saygId).toBe(saygId);
    const record = (await board.get(`/api/Sayg/${saygId}`)).body;
    const [nameA, nameB] = [record.yourName, record.opponentName];
    const oneLeg = await board.post('/api/Sayg', {
      ...record,
      legs: { 0: wonLeg('home', [nameA, nameB]) },
      lastUpdated: record.updated,
    });
    expect(oneLeg.status).toBe(200);
    expect((await board.patch(`/api/Tournament/${t.id}`, { additional180: playerOf(t, nameA) })).status).toBe(
      200,
    );

    // The other board's record, started by the marker: the device may not touch it.
    const otherLinked = (await marker.post(`/api/Tournament/${t.id}`, { matchId: 'W1-2' })).body.result;
    const otherId = otherLinked.results.find((r: { matchId: string }) => r.matchId === 'W1-2').saygId;
    const otherRecord = (await board.get(`/api/Sayg/${otherId}`)).body;
    const meddle = await board.post('/api/Sayg', { ...otherRecord, lastUpdated: otherRecord.updated });
    expect(meddle.status).toBe(403);

    // The win frees the board; the device still finishes its own record and its last 180.
    const won = await board.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'W1-1', scoreA: 2, scoreB: 0 },
    });
    expect(won.status).toBe(200);
    expect((await board.get('/api/Device/Board')).body.call).toBeNull();
    const last = await board.post('/api/Sayg', {
      ...oneLeg.body.result,
      legs: { 0: wonLeg('home', [nameA, nameB]), 1: wonLeg('home', [nameA, nameB]) },
      lastUpdated: oneLeg.body.result.updated,
    });
    expect(last.status).toBe(200);
    expect(last.body.result.homeScore).toBe(2);
    expect((await board.patch(`/api/Tournament/${t.id}`, { additional180: playerOf(t, nameA) })).status).toBe(
      200,
    );
    // A player of a match it never had: refused.
    const otherPlayer = otherRecord.yourName as string;
    expect(
      (await board.patch(`/api/Tournament/${t.id}`, { additional180: playerOf(t, otherPlayer) })).status,
    ).toBe(403);

    // The other match won: the freed Board 1 is given the next match.
    await marker.patch(`/api/Tournament/${t.id}`, { result: { matchId: 'W1-2', scoreA: 2, scoreB: 1 } });
    expect((await server.client().get('/api/Board/Board%209')).body).toEqual({
      board: 'Board 9',
      call: null,
    });
    expect((await server.client().get('/api/Board/%20')).status).toBe(400);
    const next = (await board.get('/api/Device/Board')).body;
    expect(next.call).toMatchObject({ tournamentId: t.id, matchId: 'W2-1' });
    expect((await board.post(`/api/Tournament/${t.id}`, { matchId: 'W2-1' })).status).toBe(200);
  });
});
