import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildTeam } from '#server-test/leagueBuilders';
import { fivePlayers } from '#server-test/leagueServer';
import { playersPicked, startScoresServer, type ScoresLeague } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, type ApiClient, type TestServer } from '#server-test/support';

/*
 * A venue's boards on a fixture night (decision 054): every fixture at one address on one date
 * shares the venue's boards and one call list, worked out on any save of a card there; a board
 * is never given two matches, and a card that moves to another night leaves the call list.
 */
describe.each(ROUTE_DIALECTS)('A venue’s boards shared by its fixtures on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let secretary: ApiClient;
  let league: ScoresLeague;
  let visitors: Stored<TeamDoc>;
  let travellers: Stored<TeamDoc>;
  let venues = 0;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    secretary = await server.signedIn(['manageScores', 'manageGames'], { name: 'Secretary' });
    const team = (name: string, prefix: string) =>
      buildTeam(server.ctx, {
        name,
        seasonId: league.seasonId,
        divisionId: league.divisionId,
        players: fivePlayers(prefix),
      });
    visitors = await team('Visitors', 'Vic');
    travellers = await team('Travellers', 'Tom');
  });
  afterAll(async () => server.close());

  type Read = {
    id: string;
    updated: string;
    date: string;
    address: string;
    matches: { id: string }[];
    boards?: string[];
    calls?: { boardId: string; matchId: string }[];
    boardsTaken?: { boardId: string; by: string }[];
  };
  const card = playersPicked;
  const save = async (client: ApiClient, id: string, body: object, lastUpdated: string): Promise<Read> => {
    const saved = await client.put(`/api/Scores/${id}`, { ...body, lastUpdated });
    expect(saved.status).toBe(200);
    return saved.body.result as Read;
  };
  const read = async (id: string): Promise<Read> =>
    (await server.client().get(`/api/Game/${id}`)).body as Read;
  /** The card's calls as "Board 1: 0" (the match's place on the card). */
  const calls = (card: Read) =>
    (card.calls ?? []).map((c) => `${c.boardId}: ${card.matches.findIndex((m) => m.id === c.matchId)}`);

  /**
   * Two fixtures tonight at one venue (its address written two ways), their players picked; the
   * first then sets the venue's three boards.
   */
  const twoAtOneVenue = async () => {
    const venue = `The Crown ${++venues}`;
    const date = `2026-12-${String(venues).padStart(2, '0')}`;
    const first = await league.game({ date, address: venue, home: league.home, away: league.away });
    const second = await league.game({
      date,
      address: ` ${venue.toUpperCase()}`,
      home: visitors,
      away: travellers,
    });
    const b = await save(admin, second.id, card(visitors, travellers), second.updated);
    expect(b.boards).toBeUndefined();
    const boards = ['Board 1', 'Board 2', 'Board 3'];
    const a = await save(secretary, first.id, { ...card(league.home, league.away), boards }, first.updated);
    return { first: a, second: await read(b.id) };
  };

  it('calls both fixtures’ matches to the venue’s boards in turn, never two to one board', async () => {
    const { first, second } = await twoAtOneVenue();
    // The second card shows the venue's boards, set on the first.
    expect(second.boards).toEqual(['Board 1', 'Board 2', 'Board 3']);
    // The cards in a steady order (by id): each one's first match, then the first one's second.
    const [x, y] = [first, second].sort((p, q) => (p.id < q.id ? -1 : 1));
    expect(calls(x!)).toEqual(['Board 1: 0', 'Board 3: 1']);
    expect(calls(y!)).toEqual(['Board 2: 0']);
    // Each card names the fixture whose match holds the boards it has none on.
    const name = (card: Read) => (card.id === first.id ? 'Hosts v Guests' : 'Visitors v Travellers');
    expect((await read(y!.id)).boardsTaken).toEqual([
      { boardId: 'Board 1', by: name(x!) },
      { boardId: 'Board 3', by: name(x!) },
    ]);
    expect((await read(x!.id)).boardsTaken).toEqual([{ boardId: 'Board 2', by: name(y!) }]);
  });

  it('gives a board freed by one fixture’s match to the next match at the venue, of either fixture', async () => {
    const { first, second } = await twoAtOneVenue();
    const before = [
      ...calls(await read(first.id)).map((c) => `A ${c}`),
      ...calls(await read(second.id)).map((c) => `B ${c}`),
    ];
    // The first card's match 0 is won: its board goes to the next in turn.
    const won = await save(admin, first.id, card(league.home, league.away, { 0: [3, 0] }), first.updated);
    expect(calls(won)).not.toContain(expect.stringMatching(/: 0$/));
    const after = [
      ...calls(await read(first.id)).map((c) => `A ${c}`),
      ...calls(await read(second.id)).map((c) => `B ${c}`),
    ];
    expect(after).toHaveLength(3);
    expect(new Set(after.map((c) => c.split(': ')[0]!.slice(2))).size).toBe(3);
    // The calls of matches still being played keep their boards.
    const freed = before.find((c) => c.startsWith('A ') && c.endsWith(': 0'))!;
    for (const kept of before.filter((c) => c !== freed)) expect(after).toContain(kept);
  });

  it('moves one fixture’s match onto a board another fixture’s match holds, swapping them', async () => {
    const { first, second } = await twoAtOneVenue();
    const held = (await read(first.id)).calls![0]!;
    const waiting = second.matches.find(
      (m) => !(second.calls ?? []).some((c) => c.matchId === m.id) && m.id,
    )!;
    // A waiting match of the second card goes to the board the first card's match holds.
    const moved = await secretary.put(`/api/Scores/${second.id}/Call`, {
      matchId: waiting.id,
      boardId: held.boardId,
      lastUpdated: second.updated,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result.calls).toContainEqual(
      expect.objectContaining({ boardId: held.boardId, matchId: waiting.id }),
    );
    // The displaced match waits for the next free board: no board has two matches.
    const all = [...((await read(first.id)).calls ?? []), ...((await read(second.id)).calls ?? [])];
    expect(new Set(all.map((c) => c.boardId)).size).toBe(all.length);
    expect(all.some((c) => c.matchId === held.matchId)).toBe(false);
  });

  /** The fixture's details as PUT /api/Game takes them, with `change`. */
  const edit = (card: Read, change: object) =>
    secretary.put('/api/Game', {
      id: card.id,
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      homeTeamId: visitors.id,
      awayTeamId: travellers.id,
      date: '2026-12-31',
      address: 'Elsewhere',
      postponed: false,
      isKnockout: false,
      accoladesCount: true,
      lastUpdated: card.updated,
      ...change,
    });
  const leave: Record<string, (card: Read) => Promise<{ status: number }>> = {
    'moved to another night': (card) => edit(card, {}),
    postponed: (card) => edit(card, { date: card.date, address: card.address, postponed: true }),
    deleted: (card) => secretary.delete(`/api/Game/${card.id}`),
  };
  it.each(Object.keys(leave))('takes a fixture %s off the venue’s call list', async (way) => {
    const { first, second } = await twoAtOneVenue();
    expect(calls(second)).not.toEqual([]);
    expect((await leave[way]!(second)).status).toBe(200);
    expect(calls(await read(second.id))).toEqual([]);
    // The first fixture takes the venue's boards alone: its first three matches, one board each.
    const alone = calls(await read(first.id));
    expect(alone.map((c) => c.split(': ')[1]).sort()).toEqual(['0', '1', '2']);
    expect(new Set(alone.map((c) => c.split(': ')[0])).size).toBe(3);
  });
});
