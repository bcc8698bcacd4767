import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { firstRound, savedBracket, singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(ROUTE_DIALECTS)('Tournament API on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let stranger: ApiClient;
  let resultsOnly: ApiClient;
  let seasonId: string;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, stranger, seasonId, divisionId } = await startLeagueServer(dialect, {
      stranger: ['manageGames', 'manageScores', 'recordScoresAsYouGo'],
    }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    resultsOnly = await server.signedIn(['enterTournamentResults'], { name: 'Scorer' });
  });
  afterAll(async () => server.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await organiser.put('/api/Tournament/', tournamentBody(seasonId, overrides));
    expect(response.status).toBe(200);
    return response.body.result;
  };

  describe('PUT /api/Tournament/', () => {
    it('answers 401 signed out and 403 without manageTournaments or enterTournamentResults', async () => {
      const body = tournamentBody(seasonId);
      expect((await server.client().put('/api/Tournament/', body)).status).toBe(401);
      const refused = await stranger.put('/api/Tournament/', body);
      expect(refused.status).toBe(403);
      expect(envelopeErrors(refused.body)).toEqual(['Not permitted']);
    });

    it('answers 400 naming each bad field in the league words', async () => {
      const bad = await organiser.put('/api/Tournament/', {
        date: '',
        bestOf: 2,
        gender: 'mixed',
        sides: [{ name: ' ', players: [] }],
        over100Checkouts: [{ id: UNKNOWN, name: 'Ann', score: 99 }],
      });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual([
        'Select a season first',
        'Enter the tournament date',
        'Best of must be 3 or more',
        "Gender must be 'men' or 'women'",
        'Side 1: Please enter a name for this side',
        'Hi-check 1 score must be between 100 and 170',
      ]);
      expect(
        envelopeErrors(
          (await organiser.put('/api/Tournament/', { ...tournamentBody(seasonId), bestOf: 4.5 })).body,
        ),
      ).toEqual(['Best of is invalid']);
      // A chain of rounds deeper than any bracket is refused before it is read round by round.
      // (Written as text: the chain is too deep for JSON.stringify.)
      const deep = '{"matches":[],"nextRound":'.repeat(20000) + 'null' + '}'.repeat(20000);
      const withDeep = (body: object) =>
        JSON.stringify({ ...body, round: 0 }).replace('"round":0', `"round":${deep}`);
      const tooDeep = await organiser.put('/api/Tournament/', withDeep(tournamentBody(seasonId)));
      expect(tooDeep.status).toBe(400);
      expect(envelopeErrors(tooDeep.body)).toEqual(['Rounds must have at most 9 rounds']);
      const deepPatch = await organiser.patch(`/api/Tournament/${UNKNOWN}`, withDeep({}));
      expect(envelopeErrors(deepPatch.body)).toEqual(['Rounds must have at most 9 rounds']);
      const unknownSeason = await organiser.put('/api/Tournament/', tournamentBody(UNKNOWN));
      expect(envelopeErrors(unknownSeason.body)).toEqual(['Season not found']);
      const unknownDivision = await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, { divisionId: UNKNOWN }),
      );
      expect(envelopeErrors(unknownDivision.body)).toEqual(['Division not found']);
    });

    it('keeps a tournament dated outside the season, with a warning (the page has asked first)', async () => {
      const outside = await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, { date: '2027-06-01' }),
      );
      expect(outside.status).toBe(200);
      expect(outside.body.result.date).toBe('2027-06-01');
      expect(outside.body.warnings).toEqual([
        "The tournament's date is outside the season's dates: it will not show in the fixtures until the season's dates change",
      ]);
      const inside = await organiser.put('/api/Tournament/', tournamentBody(seasonId));
      expect(inside.body.warnings).toEqual([]);
    });

    it('refuses a match of a side with itself, a side twice in a round, and a side not in the tournament', async () => {
      const t = await create({ sides: singlesSides(['Ann', 'Bea', 'Cat']) });
      const [a, b] = t.sides;
      const save = (matches: unknown[]) =>
        organiser.put('/api/Tournament/', { ...t, round: { matches }, lastUpdated: t.updated });
      expect(envelopeErrors((await save([{ sideA: { id: a.id }, sideB: { id: a.id } }])).body)).toEqual([
        'Round 1 match 1: A side cannot play itself',
      ]);
      const twice = await save([
        { sideA: { id: a.id }, sideB: { id: b.id } },
        { sideA: { id: b.id }, sideB: null },
      ]);
      expect(envelopeErrors(twice.body)).toEqual(['Round 1 match 2: Bea is already playing in this round']);
      const stray = await save([{ sideA: { id: a.id }, sideB: { id: UNKNOWN } }]);
      expect(envelopeErrors(stray.body)).toEqual([
        "Round 1 match 1: The side is not one of the tournament's sides",
      ]);
    });

    it('creates a tournament with server ids for its sides, rounds and matches, and publishes it live', async () => {
      const watcher = await LiveTestClient.connect(server.url);
      const response = await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, {
          id: UNKNOWN,
          divisionId,
          notes: '  Doors 7pm  ',
          sides: singlesSides(['Ann', 'Bea']),
        }),
      );
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Tournament created']);
      const t = response.body.result;
      expect(t.id).not.toBe(UNKNOWN);
      expect(t).toMatchObject({
        seasonId,
        divisionId,
        date: '2026-10-10',
        address: 'The Bell',
        notes: 'Doors 7pm',
        bestOf: 5,
        accoladesCount: true,
        singleRound: false,
        round: null,
        author: 'Organiser',
      });
      expect(t.sides.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bea']);
      expect(t.sides.every((s: { id: string }) => /^[0-9a-f-]{36}$/.test(s.id))).toBe(true);

      // A new side in the same save is matched by its players; the round and match get ids.
      const newSide = { name: 'Cat', players: [{ id: UNKNOWN, name: 'Cat' }] };
      watcher.send({ type: 'Subscribed', id: t.id, dataType: 'Tournament' });
      await watcher.next((m) => m.type === 'Subscribed' || m.type === 'Update');
      const saved = await organiser.put('/api/Tournament/', {
        ...t,
        sides: [...t.sides, newSide],
        round: {
          matches: [{ sideA: { id: t.sides[0].id }, sideB: { players: [{ id: UNKNOWN }] }, scoreA: 2 }],
          matchOptions: [{ numberOfLegs: 3 }],
        },
        lastUpdated: t.updated,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.messages).toEqual(['Tournament updated']);
      const round = saved.body.result.round;
      expect(round.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(round.matches[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(round.matches[0].sideB.name).toBe('Cat');
      expect(round.matches[0].sideB.id).toBe(saved.body.result.sides[2].id);
      expect(round.matchOptions).toEqual([{ playerCount: 1, startingScore: 501, numberOfLegs: 3 }]);
      const update = await watcher.next(
        (m) => m.type === 'Update' && m.dataType === 'Tournament' && m.data.round !== null,
      );
      expect(update.id).toBe(t.id);
      expect(update.data.round.matches[0].scoreA).toBe(2);
      watcher.close();

      const polled = await server.client().get(`/api/Live/Update/${t.id}/tournament`);
      expect(polled.status).toBe(200);
      expect(polled.body.result.data.round.matches[0].sideB.name).toBe('Cat');
    });

    it('answers 409 for a stale or missing lastUpdated', async () => {
      const t = await create();
      const first = await organiser.put('/api/Tournament/', {
        ...t,
        address: 'The Crown',
        lastUpdated: t.updated,
      });
      expect(first.status).toBe(200);
      const stale = await organiser.put('/api/Tournament/', {
        ...t,
        address: 'The Swan',
        lastUpdated: t.updated,
      });
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Tournament, Organiser updated it before you at /,
      );
      const missing = await organiser.put('/api/Tournament/', { ...t, lastUpdated: null });
      expect(envelopeErrors(missing.body)).toEqual([
        'Unable to update Tournament, data integrity token is missing',
      ]);
    });

    it('lets enterTournamentResults save the bracket but not the details, nor create', async () => {
      expect((await resultsOnly.put('/api/Tournament/', tournamentBody(seasonId))).status).toBe(403);
      const t = await create({ sides: singlesSides(['Ann', 'Bea']) });
      const details = await resultsOnly.put('/api/Tournament/', {
        ...t,
        address: 'Elsewhere',
        bestOf: 7,
        lastUpdated: t.updated,
      });
      expect(details.status).toBe(403);
      expect(envelopeErrors(details.body)).toEqual([
        "Not permitted to change the tournament's details: address, bestOf",
      ]);
      const bracket = await resultsOnly.put('/api/Tournament/', {
        ...t,
        round: {
          ...firstRound(t.sides),
          matches: [{ ...firstRound(t.sides).matches[0], scoreA: 3, scoreB: 1 }],
        },
        lastUpdated: t.updated,
      });
      expect(bracket.status).toBe(200);
      expect(bracket.body.result.round.matches[0]).toMatchObject({ scoreA: 3, scoreB: 1 });
      expect(bracket.body.result.editor).toBe('Scorer');
    });

    it('keeps a saygId only for recordScoresAsYouGo', async () => {
      const t = await savedBracket(organiser, seasonId);
      const round = { ...t.round, matches: t.round.matches.map((m: object) => ({ ...m, saygId: UNKNOWN })) };
      const saved = await organiser.put('/api/Tournament/', { ...t, round, lastUpdated: t.updated });
      expect(saved.status).toBe(200);
      expect(saved.body.result.round.matches.map((m: { saygId: string | null }) => m.saygId)).toEqual([
        null,
        null,
      ]);
    });
  });

  describe('GET /api/Tournament/{id} and /api/Tournament/', () => {
    it('answers the tournament, 204 when unknown, 400 for a malformed id, and lists the live ones', async () => {
      const t = await create({ date: '2026-09-20', address: 'The Anchor' });
      const got = await server.client().get(`/api/Tournament/${t.id.toUpperCase()}`);
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ id: t.id, address: 'The Anchor', photos: [], deleted: null });
      expect((await server.client().get(`/api/Tournament/${UNKNOWN}`)).status).toBe(204);
      expect(envelopeErrors((await server.client().get('/api/Tournament/x')).body)).toEqual([
        'The tournament in the address was not recognised',
      ]);
      const gone = await create({ address: 'Gone' });
      await organiser.delete(`/api/Tournament/${gone.id}`);
      const list = await server.client().get('/api/Tournament/');
      expect(list.status).toBe(200);
      const addresses = (list.body as { address: string; date: string }[]).map((x) => x.address);
      expect(addresses).toContain('The Anchor');
      expect(addresses).not.toContain('Gone');
      expect(list.body[0].date <= list.body[list.body.length - 1].date).toBe(true);
      const docs = (await server.client().get('/api/docs/json')).body as { paths: Record<string, unknown> };
      expect(Object.keys(docs.paths)).toEqual(
        expect.arrayContaining(['/api/Tournament/', '/api/Tournament/{id}', '/api/Tournament/Photo']),
      );
    });
  });

  describe('DELETE /api/Tournament/{id}', () => {
    it('answers 401, 403 (even for enterTournamentResults), 404, and soft-deletes', async () => {
      const t = await create();
      expect((await server.client().delete(`/api/Tournament/${t.id}`)).status).toBe(401);
      expect((await resultsOnly.delete(`/api/Tournament/${t.id}`)).status).toBe(403);
      expect((await organiser.delete(`/api/Tournament/${UNKNOWN}`)).status).toBe(404);
      const deleted = await organiser.delete(`/api/Tournament/${t.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        messages: ['Tournament deleted'],
        result: { remover: 'Organiser' },
      });
      expect((await server.client().get(`/api/Tournament/${t.id}`)).body.remover).toBe('Organiser');
      const edit = await organiser.put('/api/Tournament/', {
        ...t,
        lastUpdated: deleted.body.result.updated,
      });
      expect(edit.status).toBe(409);
      expect(envelopeErrors(edit.body)).toEqual(['Cannot update a Tournament that has already been deleted']);
    });
  });
});
