import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

const visits = (...scores: number[]) =>
  scores.map((score): { score: number; noOfDarts: number; dartsAtDouble?: number } => ({
    score,
    noOfDarts: 3,
  }));
const sequence = [
  { value: 'home', text: 'Alice' },
  { value: 'away', text: 'Bob' },
];

/** A 501 leg: Alice 180, 180, then 141 (T20 T19 D12) with the checkout darts given. */
const nineDarter = (checkoutDarts = 3) => ({
  startingScore: 501,
  currentThrow: 'away',
  playerSequence: sequence,
  home: { throws: [...visits(180, 180), { score: 141, noOfDarts: checkoutDarts }] },
  away: { throws: visits(60, 45) },
});

const newMatch = (legs: Record<string, unknown> = {}) => ({
  yourName: 'Alice',
  opponentName: 'Bob',
  startingScore: 501,
  numberOfLegs: 3,
  legs,
});

describe.each(ROUTE_DIALECTS)('Sayg API on %s', (dialect) => {
  let server: TestServer;
  let anonymous: ApiClient;
  beforeAll(async () => {
    server = await startServer(dialect);
    anonymous = server.client();
  });
  afterAll(async () => server.close());

  const create = async (client: ApiClient, body: unknown = newMatch()) => {
    const response = await client.post('/api/Sayg', body);
    expect(response.status).toBe(200);
    return response.body.result as { id: string; updated: string; editToken: string };
  };

  describe('POST /api/Sayg', () => {
    it('creates a record without signing in, with a server id and an edit token', async () => {
      const response = await anonymous.post('/api/Sayg', {
        ...newMatch({ '0': nineDarter() }),
        id: '11111111-2222-4333-8444-555555555555',
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Leg-by-leg record updated']);
      const result = response.body.result;
      expect(result.id).not.toBe('11111111-2222-4333-8444-555555555555');
      expect(result.editToken).toMatch(/^[\w-]{32}$/);
      expect(result).toMatchObject({ homeScore: 1, awayScore: 0, updated: expect.any(String) });
      expect(result.legs['0'].home).toMatchObject({ score: 501, noOfDarts: 9 });
      expect(result.legs['0'].away).toMatchObject({ score: 105, noOfDarts: 6 });
    });

    it('recomputes the score from the throws, ignoring a bust and any scores the client sent', async () => {
      const leg = {
        startingScore: 501,
        currentThrow: 'home',
        playerSequence: sequence,
        // 180 + 180 leaves 141; 145 would go below 0: a bust, recorded but not added.
        home: { score: 999, noOfDarts: 1, throws: visits(180, 180, 145) },
        away: { score: 501, noOfDarts: 3, throws: visits(100) },
      };
      const { legs, homeScore, awayScore } = (await anonymous.post('/api/Sayg', newMatch({ '0': leg }))).body
        .result;
      expect(legs['0'].home).toEqual({ score: 360, noOfDarts: 9, throws: visits(180, 180, 145) });
      expect(legs['0'].away.score).toBe(100);
      expect([homeScore, awayScore]).toEqual([0, 0]);
    });

    it('answers 400 naming each bad field', async () => {
      const bad = newMatch({
        '0': {
          startingScore: 501,
          home: {
            throws: [
              { score: -5, noOfDarts: 3 },
              { score: 181, noOfDarts: 3 },
              { score: 60, noOfDarts: 4 },
            ],
          },
          away: null,
        },
      });
      const response = await anonymous.post('/api/Sayg', { ...bad, yourName: '' });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'Your name is required',
        'Leg 1 home throw 1 score must be between 0 and 180',
        'Leg 1 home throw 2 score must be between 0 and 180',
        'Leg 1 home throw 3 number of darts must be 1, 2 or 3',
      ]);
      const shape = await anonymous.post('/api/Sayg', { yourName: 'A', legs: 'lots' });
      expect(shape.status).toBe(400);
      expect(envelopeErrors(shape.body)[0]).toBe('Legs must be a set of values');
    });

    it('names a leg key that is not a leg number as it was sent (found probing: `constructor`, `01`)', async () => {
      const leg = { startingScore: 501, home: { throws: [] }, away: null };
      const response = await anonymous.post('/api/Sayg', {
        yourName: 'A',
        legs: { constructor: leg, '01': leg },
      });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'Legs constructor must be a leg number from 0 to 98',
        'Legs 01 must be a leg number from 0 to 98',
      ]);
    });

    it('refuses impossible visit totals and impossible checkouts (400)', async () => {
      const impossible = await anonymous.post(
        '/api/Sayg',
        newMatch({ '0': { ...nineDarter(), away: { throws: visits(179) } } }),
      );
      expect(impossible.status).toBe(400);
      expect(envelopeErrors(impossible.body)).toEqual([
        'Leg 1 away throw 1: 179 cannot be scored with 3 darts',
      ]);
      const checkout = await anonymous.post('/api/Sayg', newMatch({ '0': nineDarter(1) }));
      expect(checkout.status).toBe(400);
      expect(envelopeErrors(checkout.body)).toEqual([
        'Leg 1 home throw 3: 141 cannot be checked out with 1 dart',
      ]);
    });

    it('keeps darts at a double where the scorer gave them, and refuses a count the visit cannot have (400)', async () => {
      const withDoubles = nineDarter();
      withDoubles.home.throws[2] = { score: 141, noOfDarts: 3, dartsAtDouble: 1 };
      const saved = await create(anonymous, newMatch({ '0': withDoubles }));
      const read = await anonymous.get(`/api/Sayg/${saved.id}`);
      expect(read.body.legs['0'].home.throws).toEqual([
        { score: 180, noOfDarts: 3 },
        { score: 180, noOfDarts: 3 },
        { score: 141, noOfDarts: 3, dartsAtDouble: 1 },
      ]);
      const tooMany = nineDarter();
      tooMany.home.throws[2] = { score: 141, noOfDarts: 3, dartsAtDouble: 2 };
      const refused = await anonymous.post('/api/Sayg', newMatch({ '0': tooMany }));
      expect(refused.status).toBe(400);
      expect(envelopeErrors(refused.body)).toEqual([
        'Leg 1 home throw 3: at most 1 of the 3 darts can go at a double from 141',
      ]);
      const shape = await anonymous.post(
        '/api/Sayg',
        newMatch({
          '0': { ...nineDarter(), away: { throws: [{ score: 60, noOfDarts: 3, dartsAtDouble: 4 }] } },
        }),
      );
      expect(shape.status).toBe(400);
      expect(envelopeErrors(shape.body)).toEqual([
        expect.stringMatching(/^Leg 1 away throw 1 darts at a double/),
      ]);
    });

    it('updates with the edit token and the current lastUpdated, and 409s on a stale one', async () => {
      const created = await create(anonymous);
      const token = { 'x-sayg-token': created.editToken };
      const first = await anonymous.post(
        '/api/Sayg',
        { ...newMatch({ '0': nineDarter() }), id: created.id, lastUpdated: created.updated },
        token,
      );
      expect(first.status).toBe(200);
      expect(first.body.result.editToken).toBeNull();
      expect(first.body.result.homeScore).toBe(1);
      const stale = await anonymous.post(
        '/api/Sayg',
        { ...newMatch(), id: created.id, lastUpdated: created.updated },
        token,
      );
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Leg-by-leg record, .* updated it before you at /,
      );
      expect((await anonymous.get(`/api/Sayg/${created.id}`)).body.homeScore).toBe(1);
    });

    it('answers 401 to an anonymous update without the token and 403 to a signed-in stranger', async () => {
      const created = await create(anonymous);
      const body = { ...newMatch({ '0': nineDarter() }), id: created.id, lastUpdated: created.updated };
      expect((await server.client().post('/api/Sayg', body)).status).toBe(401);
      expect((await server.client().post('/api/Sayg', body, { 'x-sayg-token': 'guess' })).status).toBe(401);
      const stranger = await server.signedIn(['manageScores']);
      const refused = await stranger.post('/api/Sayg', body);
      expect(refused.status).toBe(403);
      expect(envelopeErrors(refused.body)).toEqual(['Not permitted to change this leg-by-leg record']);
      const scorer = await server.signedIn(['recordScoresAsYouGo']);
      expect((await scorer.post('/api/Sayg', body)).status).toBe(200);
    });

    it('lets a signed-in creator edit without the token', async () => {
      const owner = await server.signedIn([]);
      const created = await create(owner);
      const response = await owner.post('/api/Sayg', {
        ...newMatch(),
        yourName: 'Alicia',
        id: created.id,
        lastUpdated: created.updated,
      });
      expect(response.status).toBe(200);
      expect(response.body.result.yourName).toBe('Alicia');
    });

    it('needs recordScoresAsYouGo for tournament-linked records, and the link can be neither changed nor removed', async () => {
      const matchId = '22222222-3333-4444-8555-666666666666';
      const plain = await server.signedIn([]);
      const refused = await plain.post('/api/Sayg', { ...newMatch(), tournamentMatchId: matchId });
      expect(refused.status).toBe(403);
      expect(envelopeErrors(refused.body)).toEqual([
        "Not permitted to change tournament matches' leg-by-leg records",
      ]);
      expect((await anonymous.post('/api/Sayg', { ...newMatch(), tournamentMatchId: matchId })).status).toBe(
        401,
      );

      const scorer = await server.signedIn(['recordScoresAsYouGo']);
      const created = await create(scorer, { ...newMatch(), tournamentMatchId: matchId });
      const tokenOnly = await anonymous.post('/api/Sayg', {
        ...newMatch(),
        id: created.id,
        lastUpdated: created.updated,
        tournamentMatchId: matchId,
      });
      expect(tokenOnly.status).toBe(401);
      const changed = await scorer.post('/api/Sayg', {
        ...newMatch(),
        id: created.id,
        lastUpdated: created.updated,
        tournamentMatchId: '33333333-3333-4444-8555-666666666666',
      });
      expect(envelopeErrors(changed.body)).toEqual([
        'A leg-by-leg record cannot be moved to another tournament match',
      ]);
      const removed = await scorer.post('/api/Sayg', {
        ...newMatch(),
        id: created.id,
        lastUpdated: created.updated,
        tournamentMatchId: null,
      });
      expect(envelopeErrors(removed.body)).toEqual([
        'A leg-by-leg record cannot be taken off its tournament match',
      ]);
    });
  });

  describe('POST /api/Sayg with an Idempotency-Key', () => {
    const keyed = (key: string) => ({ 'Idempotency-Key': key });

    it('answers a repeated create with the same record and the same, working token', async () => {
      const key = `draft-${crypto.randomUUID()}`;
      const first = await anonymous.post('/api/Sayg', newMatch(), keyed(key));
      expect(first.status).toBe(200);
      const again = await anonymous.post('/api/Sayg', newMatch({ '0': nineDarter() }), keyed(key));
      expect(again.status).toBe(200);
      const [one, two] = [first.body.result, again.body.result];
      expect(two.id).toBe(one.id);
      expect(two.homeScore).toBe(1); // the repeat carries the creator's latest state
      expect(two.editToken).toMatch(/^[\w-]{32}$/);
      expect(two.editToken).toBe(one.editToken);

      const update = (token: string, lastUpdated: string) =>
        anonymous.post(
          '/api/Sayg',
          { ...newMatch(), yourName: 'Alicia', id: one.id, lastUpdated },
          { 'x-sayg-token': token },
        );
      const later = await update(two.editToken, two.updated);
      expect(later.status).toBe(200);
      expect(later.body.result.yourName).toBe('Alicia');
      expect((await anonymous.get(`/api/Sayg/${one.id}`)).body.yourName).toBe('Alicia');
    });

    it('gives one record to the same create sent twice at once', async () => {
      const key = `draft-${crypto.randomUUID()}`;
      const answers = await Promise.all([
        anonymous.post('/api/Sayg', newMatch(), keyed(key)),
        anonymous.post('/api/Sayg', newMatch(), keyed(key)),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[0]!.body.result.id).toBe(answers[1]!.body.result.id);
    });

    it('hands every one of ten simultaneous creates with one key a token that works', async () => {
      const key = `draft-${crypto.randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => anonymous.post('/api/Sayg', newMatch(), keyed(key))),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const ids = new Set(answers.map((a) => a.body.result.id));
      expect(ids.size).toBe(1);
      for (const answer of answers) {
        const { id } = answer.body.result;
        const latest = (await anonymous.get(`/api/Sayg/${id}`)).body;
        const update = await anonymous.post(
          '/api/Sayg',
          { ...newMatch(), yourName: 'Checked', id, lastUpdated: latest.updated },
          { 'x-sayg-token': answer.body.result.editToken },
        );
        expect(update.status).toBe(200);
      }
    });

    it('creates one record per key, and ignores the key on updates', async () => {
      const a = await anonymous.post('/api/Sayg', newMatch(), keyed(`draft-${crypto.randomUUID()}`));
      const b = await anonymous.post('/api/Sayg', newMatch(), keyed(`draft-${crypto.randomUUID()}`));
      expect(a.body.result.id).not.toBe(b.body.result.id);
      const { id, updated, editToken } = a.body.result;
      const update = await anonymous.post(
        '/api/Sayg',
        { ...newMatch(), id, lastUpdated: updated },
        { 'x-sayg-token': editToken, 'Idempotency-Key': `draft-${crypto.randomUUID()}` },
      );
      expect(update.status).toBe(200);
      expect(update.body.result).toMatchObject({ id, editToken: null });
    });

    it('documents the header in the OpenAPI document', async () => {
      const doc = (await anonymous.get('/api/docs/json')).body;
      expect(doc.paths['/api/Sayg'].post.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
          expect.objectContaining({ in: 'header', name: 'x-sayg-token' }),
        ]),
      );
    });

    it('answers 400 naming the header for a bad key, and 409 when the keyed record was deleted', async () => {
      for (const bad of ['', 'has space', 'x'.repeat(201)]) {
        const response = await anonymous.post('/api/Sayg', newMatch(), keyed(bad));
        expect(response.status).toBe(400);
        expect(envelopeErrors(response.body)).toEqual([
          'Idempotency key must be 1 to 200 visible ASCII characters',
        ]);
      }
      const key = `draft-${crypto.randomUUID()}`;
      const created = (await anonymous.post('/api/Sayg', newMatch(), keyed(key))).body.result;
      await anonymous.delete(`/api/Sayg/${created.id}`, { 'x-sayg-token': created.editToken });
      expect((await anonymous.post('/api/Sayg', newMatch(), keyed(key))).status).toBe(409);
    });
  });

  describe('GET /api/Sayg/{id}', () => {
    it('returns the record to anyone, never the token; 204 when unknown; 400 for a bad id', async () => {
      const created = await create(anonymous, newMatch({ '0': nineDarter() }));
      const response = await server.client().get(`/api/Sayg/${created.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        yourName: 'Alice',
        opponentName: 'Bob',
        homeScore: 1,
        deleted: null,
      });
      expect(JSON.stringify(response.body)).not.toContain(created.editToken);
      expect(response.body).not.toHaveProperty('editTokenHash');
      expect((await anonymous.get('/api/Sayg/00000000-0000-4000-8000-000000000000')).status).toBe(204);
      expect((await anonymous.get('/api/Sayg/x')).status).toBe(400);
    });
  });

  describe('DELETE /api/Sayg/{id}', () => {
    it('answers 401 without sign-in or token, 403 to a stranger, 400 for a bad id, and deletes with the token', async () => {
      const created = await create(anonymous);
      expect((await server.client().delete(`/api/Sayg/${created.id}`)).status).toBe(401);
      expect((await (await server.signedIn([])).delete(`/api/Sayg/${created.id}`)).status).toBe(403);
      expect((await anonymous.delete('/api/Sayg/nope')).status).toBe(400);
      const deleted = await anonymous.delete(`/api/Sayg/${created.id}`, {
        'x-sayg-token': created.editToken,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.result.deleted).not.toBeNull();
      expect((await anonymous.get(`/api/Sayg/${created.id}`)).body.deleted).not.toBeNull();
      expect(deleted.body.messages).toEqual(['Leg-by-leg record deleted']);
    });

    it("answers 404 in the league's words for an unknown or already deleted record", async () => {
      const created = await create(anonymous);
      const token = { 'x-sayg-token': created.editToken };
      await anonymous.delete(`/api/Sayg/${created.id}`, token);
      const again = await anonymous.delete(`/api/Sayg/${created.id}`, token);
      expect(again.status).toBe(404);
      expect(envelopeErrors(again.body)).toEqual(['Leg-by-leg record not found']);
      const unknown = await (
        await server.signedIn([])
      ).delete('/api/Sayg/3f2504e0-4f89-41d3-9a0c-0305e82c3301');
      expect(unknown.status).toBe(404);
      expect(envelopeErrors(unknown.body)).toEqual(['Leg-by-leg record not found']);
    });
  });
});
