import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A planned format's match scored leg by leg: POST /api/Tournament/{id} with the match's id in the
 * format ("W1-1") creates its record, linked from the match's result; PATCH with `result` records
 * the legs won; spectators find it on Live now under the match's section; DELETE takes it away.
 */
describe.each(ROUTE_DIALECTS)('Scoring a planned format match on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let marker: ApiClient;
  let resultsOnly: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, stranger, seasonId } = await startLeagueServer(dialect, { stranger: ['manageGames'] }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    marker = await server.signedIn(['recordScoresAsYouGo', 'enterTournamentResults'], { name: 'Marker' });
    resultsOnly = await server.signedIn(['enterTournamentResults'], { name: 'Scorer' });
  });
  afterAll(async () => server.close());

  /** Double elimination of Ann, Bea, Cat and Dee in that order (seeded), best of 3: W1-1 is Ann v Dee. */
  const event = async () => {
    const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']).map((s) => ({ ...s, seeded: true }));
    const body = tournamentBody(seasonId, { format: 'doubleElimination', bestOf: 3, sides });
    const created = await organiser.put('/api/Tournament/', body);
    expect(created.status).toBe(200);
    return created.body.result;
  };
  const addSayg = (client: ApiClient, t: { id: string }, body: object) =>
    client.post(`/api/Tournament/${t.id}`, body);
  const resultOf = (t: { results: { matchId: string; saygId: string | null }[] }, matchId: string) =>
    t.results.find((r) => r.matchId === matchId);

  it('answers 401, 403 without recordScoresAsYouGo, 400 for a match not ready or not named, 404 for none', async () => {
    const t = await event();
    expect((await addSayg(server.client(), t, { matchId: 'W1-1' })).status).toBe(401);
    expect((await addSayg(resultsOnly, t, { matchId: 'W1-1' })).status).toBe(403);
    const notNamed = await addSayg(marker, t, { matchId: 'the first one' });
    expect(notNamed.status).toBe(400);
    expect(envelopeErrors(notNamed.body)).toEqual(['Match was not recognised']);
    const waiting = await addSayg(marker, t, { matchId: 'W2-1' });
    expect(waiting.status).toBe(400);
    expect(envelopeErrors(waiting.body)).toEqual(['Match does not have both sides set']);
    const none = await addSayg(marker, t, { matchId: 'W9-1' });
    expect(none.status).toBe(404);
    expect(envelopeErrors(none.body)).toEqual(['Match not found']);
  });

  it('creates the record with the sides and best of, links it, and spectators find it live', async () => {
    const t = await event();
    const created = await addSayg(marker, t, { matchId: 'W1-1', matchOptions: { startingScore: 301 } });
    expect(created.status).toBe(200);
    expect(created.body.messages).toEqual(['Sayg added to match']);
    const saygId = resultOf(created.body.result, 'W1-1')!.saygId;
    expect(resultOf(created.body.result, 'W1-1')).toEqual({
      matchId: 'W1-1',
      scoreA: null,
      scoreB: null,
      saygId,
    });
    const record = (await server.client().get(`/api/Sayg/${saygId}`)).body;
    expect(record).toMatchObject({
      yourName: 'Ann',
      opponentName: 'Dee',
      numberOfLegs: 3,
      startingScore: 301,
    });
    expect(record.tournamentMatchId).toMatch(/^[0-9a-f-]{36}$/);

    const again = await addSayg(marker, created.body.result, { matchId: 'W1-1' });
    expect(again.body.warnings).toEqual(['Match already has a leg-by-leg record']);
    expect(resultOf(again.body.result, 'W1-1')!.saygId).toBe(saygId);

    // A visit thrown: the match is on Live now under its section.
    const watcher = await LiveTestClient.connect(server.url);
    watcher.send({ type: 'Subscribed', id: saygId, dataType: 'Sayg' });
    const thrown = await marker.post('/api/Sayg', {
      ...record,
      legs: {
        0: {
          ...wonLeg('home', ['Ann', 'Dee']),
          home: { throws: [{ score: 60, noOfDarts: 3 }] },
          away: { throws: [] },
        },
      },
      lastUpdated: record.updated,
    });
    expect(thrown.status).toBe(200);
    await watcher.next((m) => m.type === 'Update' && m.id === saygId);
    watcher.close();
    const watch = (await server.client().get('/api/Live/Watch')).body as {
      id: string;
      eventDetails: object;
    }[];
    expect(watch.find((w) => w.id === saygId)?.eventDetails).toMatchObject({
      competition: expect.any(String),
      match: "Winners' bracket round 1: W1-1",
    });
  });

  it('records the legs won by PATCH (401, 403, 400, 404) and a changed winner drops the results it decided', async () => {
    const t = await event();
    const patch = (client: ApiClient, result: object) => client.patch(`/api/Tournament/${t.id}`, { result });
    expect((await patch(server.client(), { matchId: 'W1-1', scoreA: 2 })).status).toBe(401);
    expect((await patch(stranger, { matchId: 'W1-1', scoreA: 2 })).status).toBe(403);
    const bad = await patch(resultsOnly, { matchId: 'W1-1', scoreA: -1 });
    expect(bad.status).toBe(400);
    const waiting = await patch(resultsOnly, { matchId: 'W2-1', scoreA: 2, scoreB: 0 });
    expect(waiting.status).toBe(400);
    expect((await patch(resultsOnly, { matchId: 'S1-1', scoreA: 2, scoreB: 0 })).status).toBe(404);

    // W1-1 Ann beats Dee, W1-2 Bea beats Cat: the winners' final is Ann v Bea.
    expect((await patch(resultsOnly, { matchId: 'W1-1', scoreA: 2, scoreB: 1 })).status).toBe(200);
    await patch(resultsOnly, { matchId: 'W1-2', scoreA: 2, scoreB: 0 });
    const final = await patch(resultsOnly, { matchId: 'W2-1', scoreA: 2, scoreB: 0 });
    expect(final.status).toBe(200);
    expect(final.body.messages).toEqual(['Match updated']);
    expect(final.body.result.results.map((r: { matchId: string }) => r.matchId)).toEqual([
      'W1-1',
      'W1-2',
      'W2-1',
    ]);

    // Dee wins W1-1 after all: W2-1 was Ann's and is dropped.
    const changed = await patch(resultsOnly, { matchId: 'W1-1', scoreA: 1, scoreB: 2 });
    expect(changed.body.result.results).toEqual([
      { matchId: 'W1-2', scoreA: 2, scoreB: 0, saygId: null },
      { matchId: 'W1-1', scoreA: 1, scoreB: 2, saygId: null },
    ]);
  });

  it('deletes the record by the match id, clearing the score and what it decided', async () => {
    const t = await event();
    const linked = (await addSayg(marker, t, { matchId: 'W1-1' })).body.result;
    const saygId = resultOf(linked, 'W1-1')!.saygId;
    await marker.patch(`/api/Tournament/${t.id}`, { result: { matchId: 'W1-1', scoreA: 2, scoreB: 0 } });
    await marker.patch(`/api/Tournament/${t.id}`, { result: { matchId: 'W1-2', scoreA: 2, scoreB: 0 } });
    await marker.patch(`/api/Tournament/${t.id}`, { result: { matchId: 'W2-1', scoreA: 2, scoreB: 0 } });

    expect((await server.client().delete(`/api/Tournament/${t.id}/W1-1`)).status).toBe(401);
    expect((await resultsOnly.delete(`/api/Tournament/${t.id}/W1-1`)).status).toBe(403);
    const none = await marker.delete(`/api/Tournament/${t.id}/W1-2`);
    expect(none.status).toBe(404);
    expect(envelopeErrors(none.body)).toEqual(['Match does not have a leg-by-leg record']);
    const removed = await marker.delete(`/api/Tournament/${t.id}/W1-1?clearScores=true`);
    expect(removed.status).toBe(200);
    expect(removed.body.messages).toEqual(['Sayg deleted and removed from match. Match scores reset']);
    expect(removed.body.result.results).toEqual([
      { matchId: 'W1-2', scoreA: 2, scoreB: 0, saygId: null },
      { matchId: 'W1-1', scoreA: null, scoreB: null, saygId: null },
    ]);
    expect((await server.client().get(`/api/Sayg/${saygId}`)).body.deleted).not.toBeNull();
  });
});
