import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { savedBracket } from '#server-test/tournamentBuilders';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(ROUTE_DIALECTS)('Tournament match sayg on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let marker: ApiClient;
  let markerOnly: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments', 'recordScoresAsYouGo'], { name: 'Organiser' });
    marker = await server.signedIn(['recordScoresAsYouGo', 'enterTournamentResults'], { name: 'Marker' });
    markerOnly = await server.signedIn(['recordScoresAsYouGo'], { name: 'Marker only' });
  });
  afterAll(async () => server.close());

  const addSayg = (client: ApiClient, t: { id: string }, body: object) =>
    client.post(`/api/Tournament/${t.id}`, body);

  describe('POST /api/Tournament/{id}', () => {
    it('answers 401, 403 without recordScoresAsYouGo, 400 and 404', async () => {
      const t = await savedBracket(organiser, seasonId);
      const matchId = t.round.matches[0].id;
      expect((await addSayg(server.client(), t, { matchId })).status).toBe(401);
      const results = await server.signedIn(['enterTournamentResults', 'manageTournaments']);
      expect((await addSayg(results, t, { matchId })).status).toBe(403);
      const bad = await addSayg(marker, t, { matchOptions: { numberOfLegs: 0 } });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['Save the tournament first', 'Best of is invalid']);
      const unknownMatch = await addSayg(marker, t, { matchId: UNKNOWN });
      expect(unknownMatch.status).toBe(404);
      expect(envelopeErrors(unknownMatch.body)).toEqual(['Match not found']);
      expect((await addSayg(marker, { id: UNKNOWN }, { matchId })).status).toBe(404);
    });

    it('needs both sides of the match', async () => {
      const t = await savedBracket(organiser, seasonId);
      const round = { ...t.round, nextRound: { matches: [{ sideA: { id: t.sides[0].id } }] } };
      const saved = (await organiser.put('/api/Tournament/', { ...t, round, lastUpdated: t.updated })).body
        .result;
      const response = await addSayg(marker, saved, { matchId: saved.round.nextRound.matches[0].id });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['Match does not have both sides set']);
    });

    it('creates the record with the sides names and the legs of the options, else bestOf, else 5', async () => {
      const t = await savedBracket(organiser, seasonId, { bestOf: 7 });
      const [first, second] = t.round.matches;
      const watcher = await LiveTestClient.connect(server.url);
      watcher.send({ type: 'Subscribed', id: t.id, dataType: 'Tournament' });

      const created = await addSayg(marker, t, { matchId: first.id });
      expect(created.status).toBe(200);
      expect(created.body.messages).toEqual(['Sayg added to match']);
      const saygId = created.body.result.round.matches[0].saygId;
      expect(saygId).toMatch(/^[0-9a-f-]{36}$/);
      const record = (await server.client().get(`/api/Sayg/${saygId}`)).body;
      expect(record).toMatchObject({
        yourName: 'Ann',
        opponentName: 'Bea',
        numberOfLegs: 7,
        startingScore: 501,
        tournamentMatchId: first.id,
        legs: {},
      });
      const update = await watcher.next((m) => m.type === 'Update' && m.data.round?.matches[0].saygId);
      expect(update.data.round.matches[0].saygId).toBe(saygId);
      watcher.close();
      // The new record is live for spectators from the start.
      expect((await server.client().get(`/api/Live/Update/${saygId}/sayg`)).status).toBe(200);

      const withOptions = await addSayg(marker, created.body.result, {
        matchId: second.id,
        matchOptions: { numberOfLegs: 3, startingScore: 301 },
      });
      const secondId = withOptions.body.result.round.matches[1].saygId;
      expect((await server.client().get(`/api/Sayg/${secondId}`)).body).toMatchObject({
        yourName: 'Cat',
        numberOfLegs: 3,
        startingScore: 301,
      });

      const again = await addSayg(marker, t, { matchId: first.id });
      expect(again.status).toBe(200);
      expect(again.body.warnings).toEqual(['Match already has a leg-by-leg record']);
      expect(again.body.result.round.matches[0].saygId).toBe(saygId);
    });

    it('takes 5 legs when neither the options nor bestOf say', async () => {
      const t = await savedBracket(organiser, seasonId, { bestOf: null });
      const created = await addSayg(marker, t, { matchId: t.round.matches[0].id });
      const saygId = created.body.result.round.matches[0].saygId;
      expect((await server.client().get(`/api/Sayg/${saygId}`)).body.numberOfLegs).toBe(5);
    });
  });

  describe('saving the tournament with linked records', () => {
    it("renames a match's record with its sides and drops a link to a record that is gone", async () => {
      const t = await savedBracket(organiser, seasonId);
      const linked = (await addSayg(marker, t, { matchId: t.round.matches[0].id })).body.result;
      const saygId = linked.round.matches[0].saygId;
      const renamed = linked.sides.map((s: { name: string }, i: number) =>
        i === 0 ? { ...s, name: 'Annie' } : s,
      );
      const saved = await organiser.put('/api/Tournament/', {
        ...linked,
        sides: renamed,
        round: { ...linked.round, matchOptions: [{ numberOfLegs: 3 }] },
        lastUpdated: linked.updated,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.messages).toEqual(['Tournament updated', 'Leg-by-leg record updated']);
      expect((await server.client().get(`/api/Sayg/${saygId}`)).body).toMatchObject({
        yourName: 'Annie',
        numberOfLegs: 3,
      });

      await organiser.delete(`/api/Sayg/${saygId}`);
      const after = await organiser.put('/api/Tournament/', {
        ...saved.body.result,
        lastUpdated: saved.body.result.updated,
      });
      expect(after.body.warnings).toEqual([
        'Could not find the leg-by-leg record for match: Annie vs Bea; it has been removed and will need to be re-created',
      ]);
      expect(after.body.result.round.matches[0].saygId).toBeNull();
    });

    it('keeps the stored link when a caller without recordScoresAsYouGo saves the bracket', async () => {
      const t = await savedBracket(organiser, seasonId);
      const linked = (await addSayg(marker, t, { matchId: t.round.matches[0].id })).body.result;
      const results = await server.signedIn(['enterTournamentResults']);
      const round = {
        ...linked.round,
        matches: linked.round.matches.map((m: object) => ({ ...m, saygId: null, scoreA: 1 })),
      };
      const saved = await results.put('/api/Tournament/', { ...linked, round, lastUpdated: linked.updated });
      expect(saved.status).toBe(200);
      expect(saved.body.result.round.matches[0].saygId).toBe(linked.round.matches[0].saygId);
    });
  });

  describe('a scorer saving the record', () => {
    it('publishes every save of a tournament record to its spectators', async () => {
      const t = await savedBracket(organiser, seasonId);
      const linked = (await addSayg(marker, t, { matchId: t.round.matches[0].id })).body.result;
      const saygId = linked.round.matches[0].saygId;
      const record = (await server.client().get(`/api/Sayg/${saygId}`)).body;
      const watcher = await LiveTestClient.connect(server.url);
      watcher.send({ type: 'Subscribed', id: saygId, dataType: 'Sayg' });
      const saved = await marker.post('/api/Sayg', {
        ...record,
        legs: { 0: wonLeg('home', ['Ann', 'Bea']) },
        lastUpdated: record.updated,
      });
      expect(saved.status).toBe(200);
      const update = await watcher.next((m) => m.type === 'Update' && m.data.homeScore === 1);
      expect(update.id).toBe(saygId);
      watcher.close();
    });
  });

  describe('deleting the record of a match', () => {
    it('answers 401, 403, 404, and deletes by its id, optionally clearing the score', async () => {
      const t = await savedBracket(organiser, seasonId);
      const scored = (
        await organiser.patch(`/api/Tournament/${t.id}`, {
          round: {
            match: { sideA: t.sides[0].id, sideB: t.sides[1].id, scoreA: 2, scoreB: 1 },
          },
        })
      ).body.result;
      const linked = (await addSayg(marker, scored, { matchId: t.round.matches[0].id })).body.result;
      const saygId = linked.round.matches[0].saygId;
      const path = `/api/Tournament/${t.id}/${saygId}`;
      expect((await server.client().delete(path)).status).toBe(401);
      expect((await (await server.signedIn(['manageTournaments'])).delete(path)).status).toBe(403);
      const clearRefused = await markerOnly.delete(`${path}?clearScores=true`);
      expect(clearRefused.status).toBe(403);
      expect(envelopeErrors(clearRefused.body)).toEqual([
        "Not permitted to change the tournament's bracket or scores",
      ]);
      expect((await marker.delete(`/api/Tournament/${t.id}/${UNKNOWN}`)).status).toBe(404);

      const deleted = await marker.delete(`${path}?clearScores=true`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.messages).toEqual(['Sayg deleted and removed from match. Match scores reset']);
      expect(deleted.body.result.round.matches[0]).toMatchObject({
        saygId: null,
        scoreA: null,
        scoreB: null,
      });
      expect((await server.client().get(`/api/Sayg/${saygId}`)).body.deleted).not.toBeNull();

      const none = await marker.delete(`/api/Tournament/${t.id}/${t.round.matches[0].id}`);
      expect(none.status).toBe(404);
      expect(envelopeErrors(none.body)).toEqual(['Match does not have a leg-by-leg record']);
    });

    it("accepts the original system's path, by the match's id, keeping the score", async () => {
      const t = await savedBracket(organiser, seasonId);
      const matchId = t.round.matches[1].id;
      const linked = (await addSayg(markerOnly, t, { matchId })).body.result;
      await marker.patch(`/api/Tournament/${t.id}`, {
        round: { match: { sideA: t.sides[2].id, sideB: t.sides[3].id, scoreA: 3 } },
      });
      expect(envelopeErrors((await marker.delete(`/api/Tournament/${t.id}/${matchId}/maybe`)).body)).toEqual([
        'Clear scores must be true or false',
      ]);
      const deleted = await markerOnly.delete(`/api/Tournament/${t.id}/${matchId}/false`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.messages).toEqual(['Sayg deleted and removed from match']);
      expect(deleted.body.result.round.matches[1]).toMatchObject({ saygId: null, scoreA: 3 });
      expect(linked.round.matches[1].saygId).not.toBeNull();
    });

    it("refuses a scorer the record another scorer started; its starter and the results' keepers delete it", async () => {
      const t = await savedBracket(organiser, seasonId);
      const [first, second] = t.round.matches;
      const linked = (await addSayg(marker, t, { matchId: first.id })).body.result;
      const saygId = linked.round.matches[0].saygId;
      const refusal = [
        "Only the scorer who started this match's leg-by-leg record, or whoever keeps the tournament's results, may delete it",
      ];
      const refused = await markerOnly.delete(`/api/Tournament/${t.id}/${saygId}`);
      expect(refused.status).toBe(403);
      expect(envelopeErrors(refused.body)).toEqual(refusal);
      const refusedAsRecord = await markerOnly.delete(`/api/Sayg/${saygId}`);
      expect(refusedAsRecord.status).toBe(403);
      expect(envelopeErrors(refusedAsRecord.body)).toEqual(refusal);
      expect((await server.client().get(`/api/Tournament/${t.id}`)).body.round.matches[0].saygId).toBe(
        saygId,
      );
      expect((await server.client().get(`/api/Sayg/${saygId}`)).body.deleted).toBeNull();

      const own = (await addSayg(markerOnly, linked, { matchId: second.id })).body.result;
      const deletedOwn = await markerOnly.delete(`/api/Tournament/${t.id}/${own.round.matches[1].saygId}`);
      expect(deletedOwn.status).toBe(200);
      const deletedByOrganiser = await organiser.delete(`/api/Tournament/${t.id}/${saygId}`);
      expect(deletedByOrganiser.status).toBe(200);
      expect(deletedByOrganiser.body.result.round.matches[0].saygId).toBeNull();
    });
  });
});
