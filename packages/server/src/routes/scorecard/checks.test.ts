import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMatchOptions } from '@darts/core/scorecard/matchOptions';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildTeam, squadOf } from '#server-test/leagueBuilders';
import { fivePlayers } from '#server-test/leagueServer';
import {
  accountOfTeam,
  saveScores,
  scorecard,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/* PUT /api/Scores/{id} refuses content that does not fit the fixture: legs, player counts, squads. */

describe.each(ROUTE_DIALECTS)('PUT /api/Scores/{id} content checks on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let seasonId: string;
  let divisionId: string;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  let other: Stored<TeamDoc>;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    ({ seasonId, divisionId, home, away, other } = league);
  });
  afterAll(async () => server.close());

  const game = (hosts: Stored<TeamDoc> = home, overrides: Omit<Partial<FixtureDoc>, 'home' | 'away'> = {}) =>
    league.game({ home: hosts, ...overrides });
  const expectUnchanged = async (stored: Stored<FixtureDoc>) => {
    const after = (await server.ctx.repos.games.get(stored.id))!;
    expect(after.updated).toBe(stored.updated);
    expect(after.doc).toEqual(stored.doc);
  };

  it('refuses results a match cannot have and sides over the player count, naming each match, and saves nothing', async () => {
    const stored = await game();
    const body = scorecard(home, away);
    body.matches![0] = { ...body.matches![0]!, homeScore: 6, awayScore: 0 };
    body.matches![1] = { ...body.matches![1]!, homeScore: 3, awayScore: 3 };
    body.matches![3] = { ...body.matches![3]!, homeScore: 5, awayScore: 0 };
    body.matches![5] = { ...body.matches![5]!, homeScore: 2, awayScore: 2 };
    body.matches![2] = { ...body.matches![2]!, awayPlayers: [squadOf(away)[2]!, squadOf(away)[4]!] };
    const response = await saveScores(admin, stored, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, result: null, warnings: [], messages: [] });
    expect(envelopeErrors(response.body)).toEqual([
      'Match 1 home score must be at most 3 (3 legs win a best of 5)',
      'Match 2: only one side can win (3 legs win a best of 5)',
      'Match 4 home score must be at most 3 (3 legs win a best of 5)',
      'Match 6: only one side can win (2 legs win a best of 3)',
      'Match 3 away players must have at most 1 player',
      'Match 5: Gus 5 is already playing in match 3',
    ]);
    await expectUnchanged(stored);

    // Finished matches and matches in progress (fewer legs than win) are fine.
    const fitting: [number, number][] = [
      [3, 2],
      [3, 0],
      [0, 3],
      [2, 3],
      [2, 1],
      [2, 1],
      [1, 0],
      [0, 0],
    ];
    const saved = await saveScores(admin, stored, scorecard(home, away, fitting));
    expect(saved.status).toBe(200);
    const after = (await admin.get(`/api/Game/${stored.id}`)).body;
    expect(
      after.matches.map((m: { homeScore: number; awayScore: number }) => [m.homeScore, m.awayScore]),
    ).toEqual(fitting);
  });

  it("refuses a clerk's submission with a result the match cannot have, and saves one in progress", async () => {
    const stored = await game();
    const clerk = await accountOfTeam(server, home.id, ['inputResults'], 'Score Clerk');
    const body = scorecard(home, away);
    body.matches![0] = { ...body.matches![0]!, homeScore: 5, awayScore: 0 };
    const response = await saveScores(clerk, stored, body);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([
      'Match 1 home score must be at most 3 (3 legs win a best of 5)',
    ]);
    await expectUnchanged(stored);
    body.matches![0] = { ...body.matches![0]!, homeScore: 2, awayScore: 0 };
    expect((await saveScores(clerk, stored, body)).status).toBe(200);
  });

  it("refuses a knockout's triples with players or legs", async () => {
    const stored = await game(home, { isKnockout: true, matchOptions: defaultMatchOptions(true) });
    const response = await saveScores(
      admin,
      stored,
      scorecard(home, away, [
        [2, 1],
        [2, 0],
        [1, 2],
        [2, 1],
        [0, 2],
        [2, 1],
        [1, 2],
        [1, 0],
      ]),
    );
    expect(envelopeErrors(response.body)).toEqual([
      'Match 8 home score must be 0 (the match is not played)',
      'Match 8 home players must have no players (the match is not played)',
      'Match 8 away players must have no players (the match is not played)',
    ]);
    await expectUnchanged(stored);
  });

  it('refuses a player of another team in a match, and 180s or hi-checks by a player of neither team', async () => {
    const stored = await game();
    const oz = squadOf(other)[0]!;
    const body = scorecard(home, away, undefined, {
      oneEighties: [squadOf(home)[0]!, oz, oz],
      over100Checkouts: [{ ...squadOf(other)[1]!, score: 101 }],
    });
    body.matches![3] = { ...body.matches![3]!, homePlayers: [oz] };
    body.matches![4] = { ...body.matches![4]!, awayPlayers: [squadOf(home)[4]!] };
    const response = await saveScores(admin, stored, body);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([
      'Match 4: Oz 1 is not in the Hosts squad for this season',
      'Match 5: Hal 5 is not in the Guests squad for this season',
      'Oz 2 is not a player of either team',
    ]);
    await expectUnchanged(stored);

    const only180 = scorecard(home, away, undefined, { oneEighties: [oz] });
    expect(envelopeErrors((await saveScores(admin, stored, only180)).body)).toEqual([
      'Oz 1 is not a player of either team',
    ]);
    await expectUnchanged(stored);
  });

  it('keeps a player the card already has in that place after they left the squad, not elsewhere', async () => {
    const movers = await buildTeam(server.ctx, {
      name: 'Movers',
      seasonId,
      divisionId,
      players: fivePlayers('Mo'),
    });
    const stored = await game(movers);
    expect((await saveScores(admin, stored, scorecard(movers, away))).status).toBe(200);
    const mo5 = squadOf(movers)[4]!;
    const squads = await server.signedIn(['managePlayers']);
    const removed = await squads.delete(`/api/Player/${seasonId}/${movers.id}/${mo5.id}`);
    expect(removed.status).toBe(200);

    const again = scorecard(movers, away, undefined, { oneEighties: [mo5] });
    const saved = await saveScores(admin, stored, again);
    expect(saved.status).toBe(200);
    expect(saved.body.result.matches[4].homePlayers).toEqual([mo5]);

    const moved = scorecard(movers, away);
    moved.matches![3] = { ...moved.matches![3]!, homePlayers: [mo5] };
    moved.matches![4] = { ...moved.matches![4]!, homePlayers: [squadOf(movers)[3]!] };
    const refused = await saveScores(admin, stored, moved);
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual([
      'Match 4: Mo 5 is not in the Movers squad for this season',
    ]);
  });

  it("refuses a clerk's submission with a player of another team", async () => {
    const stored = await game();
    const clerk = await accountOfTeam(server, home.id, ['inputResults'], 'Home Clerk');
    const body = scorecard(home, away);
    body.matches![0] = { ...body.matches![0]!, awayPlayers: [squadOf(other)[0]!] };
    const response = await saveScores(clerk, stored, body);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([
      'Match 1: Oz 1 is not in the Guests squad for this season',
    ]);
    await expectUnchanged(stored);
    expect((await saveScores(clerk, stored, scorecard(home, away))).status).toBe(200);
  });
});
