import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { squadOf } from '#server-test/leagueBuilders';
import { wonLeg } from '#server-test/saygBuilders';
import {
  accountOfTeam,
  scorecard,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

describe.each(ROUTE_DIALECTS)('PUT /api/Scores/{id} (admin) on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let scorer: ApiClient;
  let fixtures: ApiClient;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  let other: Stored<TeamDoc>;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    scorer = await server.signedIn(['manageScores', 'recordScoresAsYouGo'], { name: 'Scorer' });
    fixtures = await server.signedIn(['manageScores', 'manageGames'], { name: 'Fixture Admin' });
    ({ home, away, other } = league);
  });
  afterAll(async () => server.close());

  const game = (overrides: Omit<Partial<FixtureDoc>, 'home' | 'away'> = {}) => league.game(overrides);
  const put = (client: ApiClient, stored: Stored<FixtureDoc>, body: object) =>
    client.put(`/api/Scores/${stored.id}`, { lastUpdated: stored.updated, ...body });

  it('answers 401 before validating, then 400 naming each field', async () => {
    const stored = await game();
    expect((await server.client().put(`/api/Scores/${stored.id}`, { matches: 'x' })).status).toBe(401);
    expect(envelopeErrors((await admin.put('/api/Scores/abc', {})).body)).toEqual([
      'The fixture in the address was not recognised',
    ]);
    const bad = await put(admin, stored, {
      matches: [{ homePlayers: [{ id: 'x', name: 'X' }], homeScore: -1 }],
      over100Checkouts: [
        { id: squadOf(home)[0]!.id, name: 'Hal 1', score: 99 },
        { id: squadOf(home)[0]!.id, name: 'Hal 1' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual([
      'Match 1 home player 1 was not recognised',
      'Match 1 home score must be a whole number from 0 to 99',
      'Hi-check 1 score must be between 100 and 120',
      'Hi-check 2: Enter the score first',
    ]);
  });

  it('answers 403 to accounts that are neither admin nor a clerk of either team, 404 and 400 for missing or deleted games', async () => {
    const stored = await game();
    for (const client of [
      await server.signedIn([]),
      await accountOfTeam(server, other.id),
      await accountOfTeam(server, home.id, ['uploadPhotos']),
    ]) {
      const response = await put(client, stored, scorecard(home, away));
      expect(response.status).toBe(403);
      expect(envelopeErrors(response.body)).toEqual(['Game cannot be updated, not permitted']);
    }
    expect((await admin.put(`/api/Scores/${UNKNOWN_ID}`, { lastUpdated: 'x' })).status).toBe(404);
    const deleted = await server.ctx.repos.games.softDelete(await game(), {
      name: 'x',
      now: server.ctx.now(),
    });
    const response = await put(admin, deleted, scorecard(home, away));
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual(['Cannot edit a game that has been deleted']);
  });

  it('records the results: matches by index keeping ids, 180s, hi-checks and man of the match', async () => {
    const stored = await game();
    const first = await put(admin, stored, scorecard(home, away));
    expect(first.status).toBe(200);
    expect(first.body.messages).toEqual(['Game updated', 'Scores updated']);
    const result = first.body.result;
    expect(result.resultsPublished).toBe(true);
    expect(result.matches).toHaveLength(8);
    expect(result.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1, saygId: null });
    expect(result.oneEighties).toEqual([squadOf(home)[0]]);
    expect(result.over100Checkouts).toEqual([{ ...squadOf(away)[1], score: 112 }]);
    expect(result.home.manOfTheMatch).toBe(squadOf(away)[0]!.id);
    expect(result.away.manOfTheMatch).toBe(squadOf(home)[1]!.id);
    expect(result.editor).toBe('Score Admin');

    const fewer = scorecard(home, away, [
      [1, 3],
      [3, 0],
    ]);
    const second = await admin.put(`/api/Scores/${stored.id}`, { ...fewer, lastUpdated: result.updated });
    expect(second.status).toBe(200);
    expect(second.body.result.matches.map((m: { id: string }) => m.id)).toEqual(
      result.matches.slice(0, 2).map((m: { id: string }) => m.id),
    );
    expect(second.body.result.matches[0]).toMatchObject({ homeScore: 1, awayScore: 3 });
    expect(second.body.result.matchOptions).toEqual(result.matchOptions);

    // The fixture as read can be sent back as it is.
    const echoed = second.body.result;
    const echo = await admin.put(`/api/Scores/${stored.id}`, { ...echoed, lastUpdated: echoed.updated });
    expect(echo.status).toBe(200);
    expect(echo.body.result.matches).toEqual(echoed.matches);
  });

  it('answers 409 with the concurrency text for a stale or missing lastUpdated', async () => {
    const stored = await game();
    expect((await put(admin, stored, scorecard(home, away))).status).toBe(200);
    const stale = await put(admin, stored, scorecard(home, away));
    expect(stale.status).toBe(409);
    expect(envelopeErrors(stale.body)[0]).toMatch(
      /^Unable to update Game, Score Admin updated it before you at \d+ Nov 2026 /,
    );
    const missing = await admin.put(`/api/Scores/${stored.id}`, scorecard(home, away));
    expect(envelopeErrors(missing.body)).toEqual(['Unable to update Game, data integrity token is missing']);
  });

  it('refuses a player picked twice for the same kind of match', async () => {
    const stored = await game();
    const body = scorecard(home, away);
    body.matches![1] = { ...body.matches![1]!, homePlayers: body.matches![0]!.homePlayers };
    const response = await put(admin, stored, body);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual(['Match 2: Hal 1 is already playing in match 1']);
  });

  it('updates the details for manageGames only, within the season', async () => {
    const stored = await game();
    const details = {
      address: 'Town Hall',
      postponed: true,
      isKnockout: true,
      accoladesCount: false,
      date: '2026-12-01',
    };
    const plain = await put(admin, stored, { ...scorecard(home, away), ...details });
    expect(plain.body.result).toMatchObject({
      address: stored.doc.address,
      postponed: false,
      isKnockout: false,
    });

    const latest = (await server.ctx.repos.games.get(stored.id))!;
    const outside = await put(fixtures, latest, { ...details, date: '2027-06-01' });
    expect(envelopeErrors(outside.body)).toEqual([
      "Fixture date must lie between the season's start and end date",
    ]);
    // A knockout's singles are best of 3 and it has no triples.
    const knockout = scorecard(home, away, [
      [2, 1],
      [2, 0],
      [1, 2],
      [2, 1],
      [0, 2],
      [2, 1],
      [1, 2],
    ]);
    const response = await put(fixtures, latest, { ...knockout, ...details });
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual(['Game updated', 'Game details updated', 'Scores updated']);
    expect(response.body.result).toMatchObject({ ...details, date: '2026-12-01' });
    expect(response.body.result.matchOptions.map((o: { numberOfLegs: number }) => o.numberOfLegs)).toEqual([
      3, 3, 3, 3, 3, 3, 3, 0,
    ]);
  });

  it('keeps a leg-by-leg record sent with a match only for recordScoresAsYouGo, scored from its throws', async () => {
    const stored = await game();
    const leg = (winner: 'home' | 'away') => wonLeg(winner, ['Hal 1', 'Gus 1']);
    const body = scorecard(home, away);
    body.matches![0] = {
      ...body.matches![0]!,
      homeScore: 0,
      awayScore: 0,
      sayg: { legs: { 0: leg('home'), 1: leg('away'), 2: leg('home') } },
    };

    const ignored = await put(admin, stored, body);
    expect(ignored.body.result.matches[0]).toMatchObject({ homeScore: 0, awayScore: 0, saygId: null });

    const saved = await scorer.put(`/api/Scores/${stored.id}`, {
      ...body,
      lastUpdated: ignored.body.result.updated,
    });
    expect(saved.status).toBe(200);
    const match = saved.body.result.matches[0];
    expect(match).toMatchObject({ homeScore: 2, awayScore: 1 });
    const sayg = (await server.client().get(`/api/Sayg/${match.saygId}`)).body;
    expect(sayg).toMatchObject({
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 5,
      homeScore: 2,
      awayScore: 1,
    });

    const impossible = structuredClone(body);
    impossible.matches![0]!.sayg!.legs['0']!.home.throws = [{ score: 179, noOfDarts: 3 }];
    const refused = await scorer.put(`/api/Scores/${stored.id}`, {
      ...impossible,
      lastUpdated: saved.body.result.updated,
    });
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)[0]).toBe(
      'Match 1 leg-by-leg record leg 1 home throw 1: 179 cannot be scored with 3 darts',
    );

    const noAway = scorecard(home, away);
    noAway.matches![0] = { ...noAway.matches![0]!, awayPlayers: [] };
    const cleared = await admin.put(`/api/Scores/${stored.id}`, {
      ...noAway,
      lastUpdated: saved.body.result.updated,
    });
    expect(cleared.body.result.matches[0].saygId).toBeNull();
  });
});
