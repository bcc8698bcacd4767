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

describe.each(ROUTE_DIALECTS)('PUT /api/Scores/{id} (team clerks) on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let homeClerk: ApiClient;
  let awayClerk: ApiClient;
  let seasonId: string;
  let divisionId: string;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    ({ seasonId, divisionId, home, away } = league);
    homeClerk = await accountOfTeam(server, home.id, ['inputResults'], 'Home Clerk');
    awayClerk = await accountOfTeam(server, away.id, ['inputResults'], 'Away Clerk');
  });
  afterAll(async () => server.close());

  const game = () => league.game();
  const table = async () => {
    const url = `/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`;
    const data = (await server.client().get(url)).body;
    return Object.fromEntries(
      data.teams.map((t: { name: string; played: number; points: number }) => [t.name, t]),
    );
  };

  it('keeps a clerk submission as a draft that only that team and admins see', async () => {
    const stored = await game();
    const response = await saveScores(homeClerk, stored, scorecard(home, away));
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual(['Submission updated', 'Scores updated']);
    expect(response.body.result).toMatchObject({ resultsPublished: false, awaySubmission: null });
    expect(response.body.result.matches).toHaveLength(8);
    expect(response.body.result.home.manOfTheMatch).toBe(squadOf(away)[0]!.id);
    expect(response.body.result.updated).toBe(response.body.result.homeSubmission.updated);

    const anonymous = (await server.client().get(`/api/Game/${stored.id}`)).body;
    expect(anonymous).toMatchObject({ matches: [], homeSubmission: null, resultsPublished: false });
    const theirs = (await awayClerk.get(`/api/Game/${stored.id}`)).body;
    expect(theirs).toMatchObject({ matches: [], homeSubmission: null, awaySubmission: null });
    expect(theirs.home.manOfTheMatch).toBeNull();
    const adminView = (await admin.get(`/api/Game/${stored.id}`)).body;
    expect(adminView.matches).toEqual([]);
    expect(adminView.homeSubmission.matches).toHaveLength(8);
    expect(adminView.homeSubmission.away.manOfTheMatch).toBeNull();
  });

  it('answers 409 to a clerk saving with a stale token, and 400 for a man of the match from their own team', async () => {
    const stored = await game();
    const first = await saveScores(homeClerk, stored, scorecard(home, away));
    const stale = await homeClerk.put(`/api/Scores/${stored.id}`, {
      ...scorecard(home, away),
      lastUpdated: stored.updated,
    });
    expect(stale.status).toBe(409);
    expect(envelopeErrors(stale.body)[0]).toMatch(
      /^Unable to update Game, Home Clerk updated it before you at /,
    );
    const own = await homeClerk.put(`/api/Scores/${stored.id}`, {
      ...scorecard(home, away, undefined, { home: { manOfTheMatch: squadOf(home)[0]!.id } }),
      lastUpdated: first.body.result.updated,
    });
    expect(own.status).toBe(400);
    expect(envelopeErrors(own.body)).toEqual(["Man of the match must be one of the opposing team's players"]);
  });

  it("accepts a clerk's first save made from a card read before the other clerk saved", async () => {
    const stored = await game();
    const awayRead = (await awayClerk.get(`/api/Game/${stored.id}`)).body;
    expect((await saveScores(homeClerk, stored, scorecard(home, away))).status).toBe(200);
    const late = await awayClerk.put(`/api/Scores/${stored.id}`, {
      ...scorecard(home, away),
      lastUpdated: awayRead.updated,
    });
    expect(late.status).toBe(200);
    expect(late.body.messages).toContain('Submission published');
    // Once published, the card is closed to clerks.
    const again = await awayClerk.put(`/api/Scores/${stored.id}`, {
      ...scorecard(home, away),
      lastUpdated: awayRead.updated,
    });
    expect(again.status).toBe(400);
  });

  it('does not publish different submissions', async () => {
    const stored = await game();
    await saveScores(homeClerk, stored, scorecard(home, away));
    const response = await saveScores(
      awayClerk,
      stored,
      scorecard(home, away, [
        [3, 2],
        [3, 2],
        [3, 2],
        [3, 2],
        [3, 2],
        [2, 1],
        [2, 1],
        [2, 1],
      ]),
    );
    expect(response.body.messages).toEqual(['Submission updated', 'Scores updated']);
    expect(response.body.result.resultsPublished).toBe(false);
    expect((await server.ctx.repos.games.get(stored.id))!.doc.matches).toEqual([]);
  });

  it('publishes equal submissions with each side choosing its own man of the match, and the league table follows', async () => {
    const stored = await game();
    const before = await table();
    await saveScores(homeClerk, stored, scorecard(home, away));
    expect((await table()).Hosts.played).toBe(before.Hosts.played);
    const awayBody = scorecard(home, away, undefined, {
      home: { manOfTheMatch: null },
      away: { manOfTheMatch: squadOf(home)[4]!.id },
      oneEighties: [squadOf(home)[0]!, squadOf(home)[0]!],
    });
    const response = await saveScores(awayClerk, stored, awayBody);
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual(['Submission published', 'Scores updated']);
    expect(response.body.result.resultsPublished).toBe(true);

    const published = (await admin.get(`/api/Game/${stored.id}`)).body;
    expect(published.matches).toHaveLength(8);
    expect(published.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
    expect(published.home.manOfTheMatch).toBe(squadOf(away)[0]!.id);
    expect(published.away.manOfTheMatch).toBe(squadOf(home)[4]!.id);
    expect(published.oneEighties).toEqual([squadOf(home)[0]]);
    const anonymous = (await server.client().get(`/api/Game/${stored.id}`)).body;
    expect(anonymous.matches).toHaveLength(8);
    // Once published, the men of the match are public (docs/decisions/019).
    expect(anonymous.home.manOfTheMatch).toBe(published.home.manOfTheMatch);

    const after = await table();
    expect(after.Hosts.played).toBe(before.Hosts.played + 1);
    expect(after.Guests.played).toBe(before.Guests.played + 1);
    expect(after.Hosts.points).toBeGreaterThan(before.Hosts.points);

    const late = await saveScores(homeClerk, stored, scorecard(home, away));
    expect(late.status).toBe(400);
    expect(envelopeErrors(late.body)).toEqual(['Submissions cannot be accepted, scores have been published']);
  });

  it('lets an admin unpublish and republish results with the admin token', async () => {
    const stored = await game();
    await saveScores(homeClerk, stored, scorecard(home, away));
    await saveScores(awayClerk, stored, scorecard(home, away));
    const read = (await admin.get(`/api/Game/${stored.id}`)).body;
    const emptied = await admin.put(`/api/Scores/${stored.id}`, {
      matches: Array.from({ length: 8 }, () => ({})),
      lastUpdated: read.updated,
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.result).toMatchObject({ resultsPublished: false, oneEighties: [] });
    expect(emptied.body.result.homeSubmission).not.toBeNull();
    expect((await saveScores(homeClerk, stored, scorecard(home, away))).status).toBe(200);
  });
});
