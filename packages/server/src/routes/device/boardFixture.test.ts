import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import type { FixtureDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { TEST_NOW } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { cardOnBoards, startScoresServer, type ScoresLeague } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * A board's scorer device on a fixture night (decision 055): "Board 2" is given the match the card's
 * call list gives Board 2 on a fixture played today, starts its record, saves that match's result on
 * the card and nothing else, and is given the next match once the board is freed.
 */
describe.each(ROUTE_DIALECTS)('A board’s scorer device on a fixture night on %s', (dialect) => {
  let server: TestServer;
  let secretary: ApiClient;
  let approver: ApiClient;
  let league: ScoresLeague;
  beforeAll(async () => {
    ({ server, league } = await startScoresServer(dialect));
    secretary = await server.signedIn(['manageScores', 'manageGames'], { name: 'Secretary' });
    approver = await server.signedIn(['manageAccess'], { name: 'Approver' });
  });
  afterAll(async () => server.close());

  const device = async (name: string) => {
    const client = server.client();
    const { id, code, pollToken } = (await client.post('/api/Device/Code')).body;
    expect((await approver.post('/api/Device/Approve', { code, name, role: 'scorer' })).status).toBe(200);
    expect((await client.post('/api/Device/Claim', { id, pollToken })).body.status).toBe('approved');
    return client;
  };
  type Card = RecordScoresInput & { id: string; updated: string; matches: { id: string }[] };
  let venues = 0;
  /** Tonight's fixture on two boards at a venue of its own, its players picked and nothing scored. */
  const tonight = async (date = TEST_NOW.toISOString().slice(0, 10)): Promise<Stored<FixtureDoc>> => {
    const game = await league.game({ date, address: `Venue ${++venues}` });
    await cardOnBoards(secretary, league, game, ['Board 1', 'Board 2']);
    return game;
  };
  /** The card as the device reads it, its match `index` changed by `change`, saved. */
  const saveMatch = async (
    client: ApiClient,
    id: string,
    index: number,
    change: object,
    extra: object = {},
  ) => {
    const card = (await client.get(`/api/Game/${id}`)).body as Card;
    const matches = card.matches.map((m, i) => (i === index ? { ...m, ...change } : m));
    return client.put(`/api/Scores/${id}`, { ...card, matches, lastUpdated: card.updated, ...extra });
  };

  it('is given the card’s match called to its board, scores it, and nothing else', async () => {
    const game = await tonight();
    const card = (await secretary.get(`/api/Game/${game.id}`)).body as Card;
    const board = await device('board 2');
    const answer = await board.get('/api/Device/Board');
    expect(answer.body).toEqual({
      board: 'board 2',
      call: {
        tournamentId: null,
        fixtureId: game.id,
        matchId: card.matches[1]!.id,
        since: expect.any(String),
      },
    });

    // The record of its match, not of another.
    const record = (index: number) =>
      board.post('/api/Sayg', {
        yourName: 'Hal 2',
        opponentName: 'Gus 2',
        numberOfLegs: 5,
        legs: { 0: wonLeg('home') },
        fixtureMatch: { fixtureId: game.id, index },
      });
    const refusal = 'board 2 scores only the match the call list gives board 2';
    const otherRecord = await record(0);
    expect(otherRecord.status).toBe(403);
    const started = await record(1);
    expect(started.status).toBe(200);
    const saygId = started.body.result.id as string;

    // Not a record of someone else's for another match.
    const stranger = await secretary.post('/api/Sayg', {
      yourName: 'X',
      opponentName: 'Y',
      numberOfLegs: 3,
      legs: {},
    });
    const strangers = await saveMatch(board, game.id, 1, { saygId: stranger.body.result.id });
    expect(strangers.status).toBe(403);
    const scored = await saveMatch(board, game.id, 1, { homeScore: 1, awayScore: 0, saygId });
    expect(scored.status).toBe(200);
    expect(scored.body.result.matches[1]).toMatchObject({ homeScore: 1, awayScore: 0, saygId });
    const other = await saveMatch(board, game.id, 0, { homeScore: 1, awayScore: 0 });
    expect(other.status).toBe(403);
    expect(envelopeErrors(other.body).join(' ')).toContain(refusal);
    const players = await saveMatch(board, game.id, 1, { homePlayers: card.matches[0]!.homePlayers });
    expect(players.status).toBe(403);
    const overlay = (await server.client().get('/api/Board/Board%202')).body;
    expect(overlay.call).toMatchObject({ fixtureId: game.id, matchId: card.matches[1]!.id, saygId });
  });

  it('moves on to the next call once its match is won, still finishing the record it started', async () => {
    const game = await tonight();
    const board = await device('Board 1');
    const card = (await secretary.get(`/api/Game/${game.id}`)).body as Card;
    const started = await board.post('/api/Sayg', {
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 5,
      legs: {},
      fixtureMatch: { fixtureId: game.id, index: 0 },
    });
    const saygId = started.body.result.id as string;
    const won = await saveMatch(board, game.id, 0, { homeScore: 3, awayScore: 1, saygId });
    expect(won.status).toBe(200);
    const next = (await board.get('/api/Device/Board')).body;
    // Board 2 holds match 2 (Hal 2, Gus 2): Board 1 gets match 3.
    expect(next.call.matchId).toBe(card.matches[2]!.id);
    const player = card.matches[0]!.homePlayers![0]!;
    const late180 = await saveMatch(board, game.id, 0, {}, { oneEighties: [player] });
    expect(late180.status).toBe(200);
  });

  it('reads the card as stored, matches VetoScores hides from visitors included', async () => {
    const stamp = { name: 'test', now: server.ctx.now() };
    await server.ctx.repos.features.insert(FEATURE_IDS.vetoScores, { configuredValue: '1.00:00:00' }, stamp);
    try {
      const game = await tonight();
      const board = await device('Board 4');
      expect((await server.client().get(`/api/Game/${game.id}`)).body.matches).toEqual([]);
      expect((await board.get(`/api/Game/${game.id}`)).body.matches).toHaveLength(8);
    } finally {
      await server.ctx.repos.features.hardDelete(FEATURE_IDS.vetoScores);
    }
  });

  it('ignores a call of a card not played today, and refuses a person’s device words to a stranger', async () => {
    await tonight('2026-10-30');
    const board = await device('Board 3');
    expect((await board.get('/api/Device/Board')).body.call).toBeNull();
  });
});
