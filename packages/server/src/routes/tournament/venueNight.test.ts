import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import {
  cardOnBoards,
  playersPicked,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A tournament at a pub on a league night (decision 054): it shares the venue's boards with the
 * fixtures played at the same address on the same date, its ready matches called in turn with
 * theirs; each names the boards the other holds, a move may swap one's match with the other's, and
 * whichever leaves frees its boards for the other. The tournament's followers get each change.
 */
describe.each(ROUTE_DIALECTS)('A tournament sharing a venue night with a fixture on %s', (dialect) => {
  let server: TestServer;
  let secretary: ApiClient;
  let league: ScoresLeague;
  let venues = 0;
  beforeAll(async () => {
    ({ server, league } = await startScoresServer(dialect));
    secretary = await server.signedIn(
      ['manageScores', 'manageGames', 'manageTournaments', 'enterTournamentResults'],
      { name: 'Secretary' },
    );
  });
  afterAll(async () => server.close());

  type Calls = {
    id: string;
    updated: string;
    boards?: string[];
    calls?: { boardId: string; matchId: string }[];
    boardsTaken?: { boardId: string; by: string }[];
  };
  const readCard = async (id: string) =>
    (await server.client().get(`/api/Game/${id}`)).body as Calls & { matches: { id: string }[] };
  const readCup = async (id: string) => (await server.client().get(`/api/Tournament/${id}`)).body as Calls;
  const boardsOf = (read: Calls) => (read.calls ?? []).map((c) => c.boardId);

  /**
   * A swiss event of four at the Crown (S1-1 and S1-2 ready to play), and a fixture there that
   * night (its address written another way) whose card, its players picked, gives the venue two boards.
   */
  const sharedNight = async () => {
    const address = `The Crown ${++venues}`;
    const date = `2026-12-${String(venues).padStart(2, '0')}`;
    const created = await secretary.put(
      '/api/Tournament/',
      tournamentBody(league.seasonId, {
        format: 'swiss',
        bestOf: 3,
        sides: singlesSides(['Ann', 'Bea', 'Cat', 'Dee']),
        date,
        address,
      }),
    );
    expect(created.status).toBe(200);
    const game = await league.game({ date, address: `  ${address.toUpperCase()} ` });
    const card = await cardOnBoards(secretary, league, game, ['Board 1', 'Board 2']);
    return { card: await readCard(card.id), cup: await readCup(created.body.result.id) };
  };

  it('calls the fixture’s and the tournament’s matches to the venue’s boards in turn, each naming the other', async () => {
    const { card, cup } = await sharedNight();
    // The tournament has no boards of its own: the venue's are its.
    expect(cup.boards).toEqual(['Board 1', 'Board 2']);
    // One match of each, first in turn: S1-1 and the card's first; S1-2 waits.
    expect(cup.calls!.map((c) => c.matchId)).toEqual(['S1-1']);
    expect(card.calls!.map((c) => c.matchId)).toEqual([card.matches[0]!.id]);
    expect(new Set([...boardsOf(cup), ...boardsOf(card)]).size).toBe(2);
    expect(cup.boardsTaken).toEqual([{ boardId: boardsOf(card)[0], by: 'Hosts v Guests' }]);
    expect(card.boardsTaken).toEqual([
      { boardId: boardsOf(cup)[0], by: expect.stringMatching(/^Singles at /) },
    ]);
  });

  it('moves the tournament’s waiting match onto the fixture’s board, and the fixture’s match waits', async () => {
    const { card, cup } = await sharedNight();
    const [held] = boardsOf(card);
    const moved = await secretary.put(`/api/Tournament/${cup.id}/Call`, { matchId: 'S1-2', boardId: held });
    expect(moved.status).toBe(200);
    expect(moved.body.messages).toEqual([`${held} called`]);
    expect(moved.body.result.calls.map((c: { matchId: string }) => c.matchId).sort()).toEqual([
      'S1-1',
      'S1-2',
    ]);
    expect(moved.body.result.boardsTaken).toBeUndefined();
    const after = await readCard(card.id);
    expect(after.calls).toEqual([]);
    expect(after.boardsTaken!.map((t) => t.boardId).sort()).toEqual(['Board 1', 'Board 2']);
  });

  it('gives the boards a deleted fixture held to the tournament, and tells the tournament’s followers', async () => {
    const { card, cup } = await sharedNight();
    const watcher = await LiveTestClient.connect(server.url);
    watcher.send({ type: 'Subscribed', id: cup.id, dataType: 'Tournament' });
    await watcher.next((m) => m.type === 'Subscribed');
    expect((await secretary.delete(`/api/Game/${card.id}`)).status).toBe(200);
    const update = await watcher.next((m) => m.type === 'Update' && m.data.calls?.length === 2);
    expect(update.data.calls.map((c: { matchId: string }) => c.matchId).sort()).toEqual(['S1-1', 'S1-2']);
    expect(update.data.boardsTaken).toBeUndefined();
    watcher.close();
  });

  it('gives the boards a deleted tournament held to the fixture', async () => {
    const { card, cup } = await sharedNight();
    expect((await secretary.delete(`/api/Tournament/${cup.id}`)).status).toBe(200);
    const after = await readCard(card.id);
    expect(after.calls!.map((c) => c.matchId).sort()).toEqual(
      [card.matches[0]!.id, card.matches[1]!.id].sort(),
    );
    expect(after.boardsTaken).toBeUndefined();
  });

  it('keeps one call list when a fixture’s result and the tournament’s land at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { card, cup } = await sharedNight();
      const [cardSave, cupResult] = await Promise.all([
        secretary.put(`/api/Scores/${card.id}`, {
          ...playersPicked(league.home, league.away, { 0: [3, 0] }),
          lastUpdated: card.updated,
        }),
        secretary.patch(`/api/Tournament/${cup.id}`, { result: { matchId: 'S1-1', scoreA: 2, scoreB: 0 } }),
      ]);
      expect([cardSave.status, cupResult.status]).toEqual([200, 200]);
      // Both boards freed and given again: S1-2 (or the card's next), never one board twice.
      const [after, cupAfter] = [await readCard(card.id), await readCup(cup.id)];
      const boards = [...boardsOf(after), ...boardsOf(cupAfter)];
      expect(boards.sort()).toEqual(['Board 1', 'Board 2']);
      expect(cupAfter.calls!.map((c) => c.matchId)).not.toContain('S1-1');
      expect(after.calls!.map((c) => c.matchId)).not.toContain(card.matches[0]!.id);
    }
  });

  it('starts a venue night from the boards and calls a tournament saved before nights were shared holds', async () => {
    const address = `The Crown ${++venues}`;
    const date = `2026-12-${String(venues).padStart(2, '0')}`;
    const body = {
      format: 'swiss',
      bestOf: 3,
      sides: singlesSides(['Ann', 'Bea', 'Cat', 'Dee']),
      date,
      address,
    };
    const created = await secretary.put(
      '/api/Tournament/',
      tournamentBody(league.seasonId, { ...body, boards: ['Board 1', 'Board 2'] }),
    );
    expect(created.body.result.calls.map((c: { matchId: string }) => c.matchId)).toEqual(['S1-1', 'S1-2']);
    // As an older tournament was: its boards and calls on it, no venue night stored.
    const repos = server.ctx.repos;
    for (const n of await repos.venueNights.list({ column: 'date', value: date }))
      await repos.venueNights.softDelete(n, { now: new Date(), name: 'test' });
    const game = await league.game({ date, address });
    const saved = await secretary.put(`/api/Scores/${game.id}`, {
      ...playersPicked(league.home, league.away),
      lastUpdated: game.updated,
    });
    expect(saved.status).toBe(200);
    // The card's save finds the tournament's boards, and its calls keep them: the card's matches wait.
    const read = await readCard(game.id);
    expect(read.boards).toEqual(['Board 1', 'Board 2']);
    expect(read.calls).toEqual([]);
    expect(read.boardsTaken!.map((t) => t.boardId)).toEqual(['Board 1', 'Board 2']);
    expect((await readCup(created.body.result.id)).calls!.map((c) => c.matchId)).toEqual(['S1-1', 'S1-2']);
  });

  it('keeps a tournament elsewhere that night, or at the Crown another night, off the venue’s boards', async () => {
    const { card } = await sharedNight();
    const elsewhere = await secretary.put(
      '/api/Tournament/',
      tournamentBody(league.seasonId, {
        format: 'swiss',
        sides: singlesSides(['Eve', 'Fay']),
        date: `2026-11-${String(venues).padStart(2, '0')}`,
        address: `The Crown ${venues}`,
      }),
    );
    expect(elsewhere.body.result.boards).toEqual([]);
    expect(elsewhere.body.result.calls).toEqual([]);
    expect((await readCard(card.id)).calls).toHaveLength(1);
  });
});
