import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import type { TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { wonLeg } from '#server-test/saygBuilders';
import { accountOfTeam, scoresLeague, scorecard, type ScoresLeague } from '#server-test/scorecardBuilders';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * Results left unsaved on a fixture night's card (issue 27): a match won on its leg-by-leg record
 * whose score the card does not hold a minute after the last leg is listed for whoever keeps the
 * card's results, until its score is saved.
 */
describe.each(ROUTE_DIALECTS)('A card’s results left unsaved on %s', (dialect) => {
  let server: TestServer;
  let secretary: ApiClient;
  let scorer: ApiClient;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  let clock = new Date('2026-10-20T20:00:00Z');
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => clock });
    secretary = await server.signedIn(['manageScores'], { name: 'Secretary' });
    scorer = await server.signedIn(['manageScores', 'recordScoresAsYouGo'], { name: 'Scorer' });
    league = await scoresLeague(server);
    ({ home, away } = league);
  });
  afterAll(async () => server.close());

  /** The card with its players picked, match 1 linked to `saygId` and no scores yet. */
  const card = (saygId: string | null): RecordScoresInput => {
    const body = scorecard(home, away);
    body.matches = body.matches!.map((m, i) => ({
      ...m,
      homeScore: null,
      awayScore: null,
      ...(i === 0 ? { saygId } : {}),
    }));
    return { ...body, oneEighties: [], over100Checkouts: [] };
  };

  it('answers 401, 403, 400 and 404 in the league’s words', async () => {
    const game = await league.game();
    const path = `/api/Scores/${game.id}/Unsaved`;
    expect((await server.client().get(path)).status).toBe(401);
    const clerk = await accountOfTeam(server, home.id);
    expect((await clerk.get(path)).status).toBe(403);
    const bad = await secretary.get('/api/Scores/not-an-id/Unsaved');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['The fixture in the address was not recognised']);
    expect((await secretary.get(`/api/Scores/${UNKNOWN_ID}/Unsaved`)).status).toBe(404);
    expect((await secretary.get(path)).body).toEqual({ results: [] });
  });

  it('lists a match won on its record a minute after its last leg until the card holds its score', async () => {
    const game = await league.game();
    const path = `/api/Scores/${game.id}/Unsaved`;
    // The scorer starts the match's record, links it on the card, then wins it: the card's save of the score never lands.
    const started = await scorer.post('/api/Sayg', {
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 3,
      legs: {},
    });
    const record = started.body.result;
    const linked = await scorer.put(`/api/Scores/${game.id}`, {
      ...card(record.id),
      lastUpdated: game.updated,
    });
    expect(linked.status).toBe(200);
    const won = await scorer.post('/api/Sayg', {
      id: record.id,
      lastUpdated: record.updated,
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 3,
      legs: { 0: wonLeg('home'), 1: wonLeg('away'), 2: wonLeg('home') },
    });
    expect(won.status).toBe(200);
    // Won just now: the scorer's save may still be on its way.
    expect((await secretary.get(path)).body).toEqual({ results: [] });

    clock = new Date(clock.getTime() + 61_000);
    const matchId = linked.body.result.matches[0].id;
    expect((await secretary.get(path)).body).toEqual({
      results: [{ matchId, scoreA: 2, scoreB: 1, finished: won.body.result.updated }],
    });

    const saved = card(record.id);
    saved.matches![0] = { ...saved.matches![0]!, homeScore: 2, awayScore: 1 };
    const put = await secretary.put(`/api/Scores/${game.id}`, {
      ...saved,
      lastUpdated: linked.body.result.updated,
    });
    expect(put.status).toBe(200);
    expect((await secretary.get(path)).body).toEqual({ results: [] });
  });
});
