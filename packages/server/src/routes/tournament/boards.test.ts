import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { eventOnBoards, singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A venue's boards and the call list: the organiser says how many boards there are; the server
 * calls ready matches to free boards on every save and result, and frees a board when its match is won.
 */
describe.each(ROUTE_DIALECTS)('Boards and the call list on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let scorer: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    scorer = await server.signedIn(['enterTournamentResults'], { name: 'Scorer' });
  });
  afterAll(async () => server.close());

  const event = (boards?: string[]) => eventOnBoards(organiser, seasonId, boards);
  const calls = (t: { calls: { boardId: string; matchId: string }[] }) =>
    t.calls.map((c) => `${c.boardId}: ${c.matchId}`);

  it('calls the first matches to the boards as the tournament is saved', async () => {
    const t = await event();
    expect(t.boards).toEqual(['Board 1', 'Board 2']);
    expect(calls(t)).toEqual(['Board 1: W1-1', 'Board 2: W1-2']);
    const read = (await server.client().get(`/api/Tournament/${t.id}`)).body;
    expect(calls(read)).toEqual(['Board 1: W1-1', 'Board 2: W1-2']);
  });

  it('frees a board as its match is won and calls the next ready match to it', async () => {
    const t = await event();
    const first = await scorer.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'W1-1', scoreA: 2, scoreB: 0 },
    });
    expect(first.status).toBe(200);
    expect(calls(first.body.result)).toEqual(['Board 2: W1-2']);
    const second = await scorer.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'W1-2', scoreA: 0, scoreB: 2 },
    });
    expect(calls(second.body.result)).toEqual(['Board 1: W2-1', 'Board 2: L1-1']);
  });

  it('keeps the boards a save leaves out, and lets only the organiser change them', async () => {
    const t = await event();
    const { boards: _boards, calls: _calls, ...withoutBoards } = t;
    const kept = await organiser.put('/api/Tournament/', { ...withoutBoards, lastUpdated: t.updated });
    expect(kept.body.result.boards).toEqual(['Board 1', 'Board 2']);
    const refused = await scorer.put('/api/Tournament/', {
      ...kept.body.result,
      boards: ['Board 1'],
      lastUpdated: kept.body.result.updated,
    });
    expect(refused.status).toBe(403);
    expect(envelopeErrors(refused.body).join(' ')).toContain('boards');
  });

  it('refuses boards named twice or without a name', async () => {
    const sides = singlesSides(['Ann', 'Bea']);
    const twice = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, { format: 'swiss', sides, boards: ['Board 1', 'board 1'] }),
    );
    expect(twice.status).toBe(400);
    expect(envelopeErrors(twice.body)).toEqual(['Boards must name each board once']);
    const blank = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, { format: 'swiss', sides, boards: [' '] }),
    );
    expect(envelopeErrors(blank.body)).toEqual(['Board 1: Name each board, such as Board 1']);
  });
});
