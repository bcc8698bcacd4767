import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { squadOf } from '#server-test/leagueBuilders';
import {
  accountOfTeam,
  saveScores,
  scorecard,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * Two teams' submissions that differ: both clerks and manageScores are told where (the fixture's
 * `submissionDifferences`), and GET /api/Scores/Disagreements lists such fixtures for manageScores.
 */

const URL = '/api/Scores/Disagreements';

describe.each(ROUTE_DIALECTS)('submissions that differ on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let homeClerk: ApiClient;
  let awayClerk: ApiClient;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  let differing: string;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    ({ home, away } = league);
    homeClerk = await accountOfTeam(server, home.id, ['inputResults'], 'Home Clerk');
    awayClerk = await accountOfTeam(server, away.id, ['inputResults'], 'Away Clerk');

    // Match 1 and the 180s differ; a second fixture agrees (published); a third has one submission.
    const stored = await league.game();
    differing = stored.id;
    expect((await saveScores(homeClerk, stored, scorecard(home, away))).status).toBe(200);
    const theirs = scorecard(home, away, undefined, { oneEighties: [squadOf(away)[0]!] });
    theirs.matches![0] = { ...theirs.matches![0]!, homeScore: 1, awayScore: 3 };
    const second = await saveScores(awayClerk, stored, theirs);
    expect(second.body.messages).toEqual(['Submission updated', 'Scores updated']);
    const agreed = await league.game();
    await saveScores(homeClerk, agreed, scorecard(home, away));
    expect((await saveScores(awayClerk, agreed, scorecard(home, away))).body.messages[0]).toBe(
      'Submission published',
    );
    await saveScores(homeClerk, await league.game(), scorecard(home, away));
  });
  afterAll(async () => server.close());

  it('tells both clerks and the administrator where the submissions differ, and nobody else', async () => {
    const read = async (client: ApiClient) => (await client.get(`/api/Game/${differing}`)).body;
    for (const client of [homeClerk, awayClerk, admin]) {
      expect((await read(client)).submissionDifferences).toEqual(['Match 1', '180s']);
    }
    expect((await read(server.client())).submissionDifferences).toEqual([]);
    // The other team's values stay hidden from a clerk.
    expect((await read(homeClerk)).awaySubmission).toBeNull();
  });

  it('lists the fixtures whose submissions differ for manageScores', async () => {
    const response = await admin.get(URL);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, errors: [] });
    expect(response.body.result).toEqual([
      {
        id: differing,
        seasonId: league.seasonId,
        divisionId: league.divisionId,
        date: '2026-10-01',
        home: 'Hosts',
        away: 'Guests',
        differences: ['Match 1', '180s'],
      },
    ]);
    const ofSeason = await admin.get(`${URL}?seasonId=${league.seasonId}`);
    expect(ofSeason.body.result.map((d: { id: string }) => d.id)).toEqual([differing]);
    const otherSeason = await admin.get(`${URL}?seasonId=00000000-0000-4000-8000-00000000beef`);
    expect(otherSeason.body.result).toEqual([]);
  });

  it('answers 401 signed out, 403 without manageScores and 400 for a season that is not an id', async () => {
    const signedOut = await server.client().get(URL);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ success: false, result: null });
    const clerk = await homeClerk.get(URL);
    expect(clerk.status).toBe(403);
    expect(clerk.body).toMatchObject({ success: false, result: null });
    const bad = await admin.get(`${URL}?seasonId=last-year`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, result: null });
    expect(envelopeErrors(bad.body)).toEqual(['Season was not recognised']);
  });
});
