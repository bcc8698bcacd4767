import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { savedBracket } from '#server-test/tournamentBuilders';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(ROUTE_DIALECTS)('PATCH /api/Tournament/{id} on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let scorer: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, stranger, seasonId } = await startLeagueServer(dialect, {
      stranger: ['manageGames', 'recordScoresAsYouGo'],
    }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    scorer = await server.signedIn(['enterTournamentResults'], { name: 'Scorer' });
  });
  afterAll(async () => server.close());

  /** A bracket of four sides with its first round and an empty final. */
  const bracket = async () => {
    const t = await savedBracket(organiser, seasonId);
    const saved = await organiser.put('/api/Tournament/', {
      ...t,
      round: { ...t.round, nextRound: { matches: [{ sideA: { id: t.sides[0].id } }], matchOptions: [] } },
      lastUpdated: t.updated,
    });
    return saved.body.result;
  };
  const matchPatch = (t: any, extra: object = {}) => ({
    match: { sideA: t.round.matches[0].sideA.id, sideB: t.round.matches[0].sideB.id, ...extra },
  });

  it('answers 401, 403 and 404 for an unknown tournament', async () => {
    const t = await bracket();
    const body = { round: matchPatch(t, { scoreA: 1 }) };
    expect((await server.client().patch(`/api/Tournament/${t.id}`, body)).status).toBe(401);
    expect((await stranger.patch(`/api/Tournament/${t.id}`, body)).status).toBe(403);
    const unknown = await scorer.patch(`/api/Tournament/${UNKNOWN}`, body);
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['Tournament could not be found']);
  });

  it('sets the scores of the match found by its two side ids, without lastUpdated, and publishes it', async () => {
    const t = await bracket();
    const watcher = await LiveTestClient.connect(server.url);
    watcher.send({ type: 'Subscribed', id: t.id, dataType: 'Tournament' });
    const response = await scorer.patch(`/api/Tournament/${t.id}`, { round: matchPatch(t, { scoreA: 3 }) });
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual(['Match updated']);
    expect(response.body.result.round.matches[0]).toMatchObject({ scoreA: 3, scoreB: null });
    expect(response.body.result.editor).toBe('Scorer');
    const update = await watcher.next((m) => m.type === 'Update' && m.data.round?.matches[0].scoreA === 3);
    expect(update).toMatchObject({ id: t.id, dataType: 'Tournament' });
    watcher.close();
    // Only the given score changes; the other match is untouched.
    const second = await scorer.patch(`/api/Tournament/${t.id}`, { round: matchPatch(t, { scoreB: 1 }) });
    expect(second.body.result.round.matches[0]).toMatchObject({ scoreA: 3, scoreB: 1 });
    expect(second.body.result.round.matches[1]).toMatchObject({ scoreA: null, scoreB: null });
  });

  it('walks nextRound to the round it names', async () => {
    const t = await bracket();
    const final = t.round.nextRound.matches[0];
    // The final has only side A so far: it is not found by (A, B).
    const missing = await scorer.patch(`/api/Tournament/${t.id}`, {
      round: { nextRound: { match: { sideA: final.sideA.id, sideB: t.sides[2].id, scoreA: 1 } } },
    });
    expect(missing.status).toBe(404);
    expect(envelopeErrors(missing.body)).toEqual(['Match not found']);
    const both = await scorer.patch(`/api/Tournament/${t.id}`, {
      round: {
        ...matchPatch(t, { scoreA: 3, scoreB: 0 }),
        nextRound: { nextRound: { match: matchPatch(t).match } },
      },
    });
    expect(both.status).toBe(404);
    expect(envelopeErrors(both.body)).toEqual(["Round doesn't exist"]);
    // Nothing of a refused patch is kept.
    expect((await server.client().get(`/api/Tournament/${t.id}`)).body.round.matches[0].scoreA).toBeNull();
  });

  it('answers 400 when a round, a match or the whole patch has nothing to update', async () => {
    const t = await bracket();
    const patch = (body: unknown) => scorer.patch(`/api/Tournament/${t.id}`, body);
    expect(envelopeErrors((await patch({})).body)).toEqual(['No tournament data to update']);
    expect(envelopeErrors((await patch({ round: {} })).body)).toEqual(['No round details to update']);
    expect(envelopeErrors((await patch({ round: { nextRound: {} } })).body)).toEqual([
      'Round 2: No round details to update',
    ]);
    const noScores = await patch({ round: matchPatch(t) });
    expect(noScores.status).toBe(400);
    expect(envelopeErrors(noScores.body)).toEqual(['Round 1: No match details to update']);
  });

  it('answers 400 naming bad fields', async () => {
    const t = await bracket();
    const bad = await scorer.patch(`/api/Tournament/${t.id}`, {
      round: { match: { sideA: 'x', scoreA: -1 } },
      additional180: { name: 'Ann' },
      additionalOver100Checkout: { id: UNKNOWN, name: 'Ann', score: 171 },
    });
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual([
      'Round 1 match side A was not recognised',
      'Round 1: Select a side first',
      'Round 1 match score A must be a whole number from 0 to 99',
      'Select a player',
      'New hi-check score must be between 100 and 170',
    ]);
  });

  it('adds a 180 and a hi-check', async () => {
    const t = await bracket();
    const ann = t.sides[0].players[0];
    const response = await scorer.patch(`/api/Tournament/${t.id}`, {
      additional180: { id: ann.id, name: ann.name, divisionId: null },
      additionalOver100Checkout: { id: ann.id, name: ann.name, score: 121 },
    });
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual(['180 added', 'hi-check added']);
    expect(response.body.result.oneEighties).toEqual([{ id: ann.id, name: 'Ann' }]);
    expect(response.body.result.over100Checkouts).toEqual([{ id: ann.id, name: 'Ann', score: 121 }]);
    const again = await scorer.patch(`/api/Tournament/${t.id}`, { additional180: ann });
    expect(again.body.result.oneEighties).toHaveLength(2);
  });
});
