import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { scorecard, scoresLeague, type ScoresLeague } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, startServer, type ApiClient, type TestServer } from '#server-test/support';

/* docs/domain.md, "Complete and in-progress cards": only a complete card counts in the tables. */

describe.each(ROUTE_DIALECTS)('GET /api/Division/Data with a card in progress on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let league: ScoresLeague;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => new Date('2026-11-22T12:00:00Z') });
    admin = await server.signedIn(['manageScores'], { name: 'Score Admin' });
    league = await scoresLeague(server);
  });
  afterAll(async () => server.close());

  const divisionData = async () =>
    (
      await server
        .client()
        .get(`/api/Division/Data?divisionId=${league.divisionId}&seasonId=${league.seasonId}`)
    ).body as DivisionData;

  it('lists a card with only match 1 scored as in progress and counts it once complete', async () => {
    const stored = await league.game();
    const full = scorecard(league.home, league.away);
    const empty = { homePlayers: [], awayPlayers: [], homeScore: null, awayScore: null };
    const partial = await admin.put(`/api/Scores/${stored.id}`, {
      ...full,
      matches: [full.matches![0], ...Array.from({ length: 7 }, () => empty)],
      lastUpdated: stored.updated,
    });
    expect(partial.status).toBe(200);

    const during = await divisionData();
    const row = () => during.fixtures.flatMap((d) => d.fixtures).find((f) => f.id === stored.id);
    expect(row()).toMatchObject({
      homeScore: null,
      awayScore: null,
      runningScore: { homeScore: 1, awayScore: 0 },
    });
    const hosts = during.teams.find((t) => t.id === league.home.id);
    expect(hosts).toMatchObject({ played: 0, fixturesWon: 0, points: 0, matchesWon: 0 });
    // Hal 1 won match 1 and has a 180 on the card: neither counts yet.
    const hal = during.players.find((p) => p.name === 'Hal 1');
    expect([hal?.singles.matchesWon ?? 0, hal?.oneEighties ?? 0]).toEqual([0, 0]);

    const complete = await admin.put(`/api/Scores/${stored.id}`, {
      ...full,
      lastUpdated: partial.body.result.updated,
    });
    expect(complete.status).toBe(200);

    const after = await divisionData();
    expect(after.fixtures.flatMap((d) => d.fixtures).find((f) => f.id === stored.id)).toMatchObject({
      homeScore: 5,
      awayScore: 3,
      runningScore: null,
    });
    expect(after.teams.find((t) => t.id === league.home.id)).toMatchObject({
      played: 1,
      fixturesWon: 1,
      points: 2,
    });
    expect(after.players.find((p) => p.name === 'Hal 1')).toMatchObject({
      singles: { matchesWon: 1 },
      oneEighties: 1,
    });
  });
});
