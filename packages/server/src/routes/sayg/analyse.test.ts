import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { savedBracket } from '#server-test/tournamentBuilders';

describe.each(ROUTE_DIALECTS)('POST /api/Sayg/Analyse on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let tournamentId: string;
  beforeAll(async () => {
    let seasonId: string;
    ({ server, admin, stranger, seasonId } = await startLeagueServer(dialect, {
      admin: {
        flags: ['analyseMatches', 'manageTournaments', 'enterTournamentResults', 'recordScoresAsYouGo'],
        name: 'Analyst',
      },
      stranger: ['runReports'],
    }));
    const t = await savedBracket(admin, seasonId, {
      host: 'Crown',
      opponent: 'Bell',
      singleRound: true,
      type: 'Men',
    });
    tournamentId = t.id;
    const linked = (await admin.post(`/api/Tournament/${t.id}`, { matchId: t.round.matches[0].id })).body
      .result;
    const record = (await admin.get(`/api/Sayg/${linked.round.matches[0].saygId}`)).body;
    // Ann (Crown) wins the first leg 180, 180, 141; Bea (Bell) the second. Home throws first.
    const saved = await admin.post('/api/Sayg', {
      ...record,
      legs: { 0: wonLeg('home', ['Ann', 'Bea']), 1: wonLeg('away', ['Ann', 'Bea']) },
      lastUpdated: record.updated,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => server.close());

  const analyse = (client: ApiClient, body: object) => client.post('/api/Sayg/Analyse', body);

  it('answers 401 signed out and 403 without analyseMatches', async () => {
    expect((await analyse(server.client(), { tournamentIds: [tournamentId] })).status).toBe(401);
    expect((await analyse(stranger, { tournamentIds: [tournamentId] })).status).toBe(403);
  });

  it('answers 400 naming each bad field in the league words', async () => {
    const none = await analyse(admin, {});
    expect(none.status).toBe(400);
    expect(envelopeErrors(none.body)).toEqual(['Select some tournaments first']);
    expect(envelopeErrors((await analyse(admin, { tournamentIds: [] })).body)).toEqual([
      'Select some tournaments first',
    ]);
    const bad = await analyse(admin, { tournamentIds: ['nope'], maxBreakdown: 0 });
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual([
      'Tournament 1 was not recognised',
      'Enter a number of rows from 1 to 100',
    ]);
  });

  it('replays the legs and answers the three breakdowns per team, with a message per tournament', async () => {
    const response = await analyse(admin, { tournamentIds: [tournamentId] });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.messages).toEqual([
      `Analysing tournament Crown v Bell on 10 Oct 2026 [Men] (${tournamentId})...`,
    ]);
    // Crown: 180, 180, 141 then 60, 60, 60 (Bea checks out before Ann's fourth visit).
    expect(response.body.result).toEqual({
      MostFrequentThrows: {
        Crown: [
          { score: 60, number: 3 },
          { score: 180, number: 2 },
        ],
        Bell: [
          { score: 180, number: 2 },
          { score: 60, number: 2 },
        ],
      },
      HighestScores: {
        Crown: [
          { score: 180, number: 2 },
          { score: 141, number: 1 },
          { score: 60, number: 3 },
        ],
        Bell: [
          { score: 180, number: 2 },
          { score: 141, number: 1 },
          { score: 60, number: 2 },
        ],
      },
      MostFrequentPlayers: { Crown: [], Bell: [] },
    });
  });

  it('warns about a tournament it cannot find and cuts each breakdown to maxBreakdown', async () => {
    const response = await analyse(admin, { tournamentIds: [tournamentId, UNKNOWN_ID], maxBreakdown: 1 });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(false);
    expect(response.body.warnings).toEqual([`Tournament not found with id ${UNKNOWN_ID}`]);
    expect(response.body.result.HighestScores).toEqual({
      Crown: [{ score: 180, number: 2 }],
      Bell: [{ score: 180, number: 2 }],
    });
  });
});
