import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import {
  accountOfTeam,
  playersPicked,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * A fixture night's boards and call list (decision 054): the boards are a detail of the card
 * (manageGames), the calls the server's on every save; PUT /api/Scores/{id}/Call moves a match.
 */
describe.each(ROUTE_DIALECTS)('A fixture night’s call list on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let secretary: ApiClient;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    secretary = await server.signedIn(['manageScores', 'manageGames'], { name: 'Secretary' });
    ({ home, away } = league);
  });
  afterAll(async () => server.close());

  /** The card with its players picked and no scores yet (`scored` sets some matches' legs). */
  const card = (scored: Record<number, [number, number]> = {}) => playersPicked(home, away, scored);
  const put = (client: ApiClient, id: string, body: object, lastUpdated: string) =>
    client.put(`/api/Scores/${id}`, { ...body, lastUpdated });
  type Read = { updated: string; matches: { id: string }[]; calls?: { boardId: string; matchId: string }[] };
  /** The calls as "Board 1: 0" (the match's place on the card). */
  const calls = (read: Read) =>
    (read.calls ?? []).map((c) => `${c.boardId}: ${read.matches.findIndex((m) => m.id === c.matchId)}`);
  /** A fixture night on two boards, its card saved once. */
  const night = async (): Promise<{ game: Stored<FixtureDoc>; read: Read }> => {
    const game = await league.game();
    const saved = await put(secretary, game.id, { ...card(), boards: ['Board 1', 'Board 2'] }, game.updated);
    expect(saved.status).toBe(200);
    return { game, read: saved.body.result };
  };

  it('calls the card’s matches to its boards, nobody on two boards, and shows them to everyone', async () => {
    const { game, read } = await night();
    expect(read).toMatchObject({ boards: ['Board 1', 'Board 2'] });
    expect(calls(read)).toEqual(['Board 1: 0', 'Board 2: 1']);
    const visitor = (await server.client().get(`/api/Game/${game.id}`)).body;
    expect(calls(visitor)).toEqual(['Board 1: 0', 'Board 2: 1']);

    // Match 1 is won: Board 2 gets the next match none of whose players is on a board (match 2).
    const won = await put(admin, game.id, card({ 0: [1, 2], 1: [3, 1] }), read.updated);
    expect(won.status).toBe(200);
    expect(calls(won.body.result)).toEqual(['Board 1: 0', 'Board 2: 2']);
  });

  it('keeps the boards for those who may not change the details, and clears them when asked', async () => {
    const { game, read } = await night();
    const kept = await put(admin, game.id, { ...card(), boards: [] }, read.updated);
    expect(kept.body.result.boards).toEqual(['Board 1', 'Board 2']);
    const cleared = await put(secretary, game.id, { ...card(), boards: [] }, kept.body.result.updated);
    expect(cleared.body.result.boards).toBeUndefined();
    expect(cleared.body.result.calls).toBeUndefined();
  });

  it('refuses boards named twice, in the league’s words', async () => {
    const game = await league.game();
    const twice = await put(secretary, game.id, { ...card(), boards: ['Board 1', 'board 1'] }, game.updated);
    expect(twice.status).toBe(400);
    expect(envelopeErrors(twice.body).join(' ')).toMatch(/Boards.*must name each board once/);
  });

  it('moves a call for whoever keeps the card’s results, and no one else', async () => {
    const { game, read } = await night();
    const path = `/api/Scores/${game.id}/Call`;
    const move = { matchId: read.matches[2]!.id, boardId: 'board 1', lastUpdated: read.updated };
    expect((await server.client().put(path, move)).status).toBe(401);
    const clerk = await accountOfTeam(server, home.id);
    const refused = await clerk.put(path, move);
    expect(refused.status).toBe(403);
    expect(envelopeErrors(refused.body)).toEqual(['Game cannot be updated, not permitted']);

    const moved = await admin.put(path, move);
    expect(moved.status).toBe(200);
    expect(moved.body.messages).toEqual(['Board 1 called']);
    // Match 2 takes Board 1; match 0, displaced, waits for the next free board.
    expect(calls(moved.body.result)).toEqual(['Board 1: 2', 'Board 2: 1']);
    const later = await put(admin, game.id, card({ 1: [3, 0] }), moved.body.result.updated);
    expect(calls(later.body.result)).toEqual(['Board 1: 2', 'Board 2: 0']);
  });

  it('refuses a board the card lacks, a finished match and a missing board in words', async () => {
    const { game, read } = await night();
    const path = `/api/Scores/${game.id}/Call`;
    const to = (index: number, boardId: string) => ({
      matchId: read.matches[index]!.id,
      boardId,
      lastUpdated: read.updated,
    });
    const noBoard = await admin.put(path, to(2, 'Board 9'));
    expect(noBoard.status).toBe(400);
    expect(envelopeErrors(noBoard.body)).toEqual(["That board is not one of the venue's boards"]);
    const blank = await admin.put(path, to(2, ' '));
    expect(blank.status).toBe(400);
    expect(envelopeErrors(blank.body).join(' ')).toContain('Choose a board');
    const noMatch = await admin.put(path, { boardId: 'Board 1', lastUpdated: read.updated });
    expect(noMatch.status).toBe(400);
    expect(envelopeErrors(noMatch.body).join(' ')).toContain('Choose a match');
    const won = await put(admin, game.id, card({ 2: [3, 0] }), read.updated);
    const finished = await admin.put(path, { ...to(2, 'Board 1'), lastUpdated: won.body.result.updated });
    expect(finished.status).toBe(400);
    expect(envelopeErrors(finished.body)[0]).toMatch(/^That match is not ready to play/);
  });

  it('refuses a move over a card saved since it was read (409), keeping the calls', async () => {
    const { game, read } = await night();
    const saved = await put(admin, game.id, card(), read.updated);
    expect(saved.status).toBe(200);
    const path = `/api/Scores/${game.id}/Call`;
    const stale = await admin.put(path, {
      matchId: read.matches[2]!.id,
      boardId: 'Board 1',
      lastUpdated: read.updated,
    });
    expect(stale.status).toBe(409);
    const unread = (await server.client().get(`/api/Game/${game.id}`)).body;
    expect(calls(unread)).toEqual(['Board 1: 0', 'Board 2: 1']);
  });
});
