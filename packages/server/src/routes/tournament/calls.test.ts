import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { ownVenue, singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * PUT /api/Tournament/{id}/Call: the secretary moves a match to a board (a drag on the sheet); the
 * board's match swaps boards or waits, and the call list keeps its rules on the saves after.
 */
describe.each(ROUTE_DIALECTS)('Moving a call on %s', (dialect) => {
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

  /** A swiss round of six players (three matches ready) on two boards. */
  const event = async () => {
    const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee', 'Eve', 'Fay']);
    const created = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, {
        format: 'swiss',
        bestOf: 3,
        sides,
        boards: ['Board 1', 'Board 2'],
        address: ownVenue(),
      }),
    );
    expect(created.status).toBe(200);
    return created.body.result;
  };
  const calls = (t: { calls: { boardId: string; matchId: string }[] }) =>
    t.calls.map((c) => `${c.boardId}: ${c.matchId}`);

  it('is for those who keep the results', async () => {
    const t = await event();
    const path = `/api/Tournament/${t.id}/Call`;
    const body = { matchId: 'S1-1', boardId: 'Board 2' };
    expect((await server.client().put(path, body)).status).toBe(401);
    const marker = await server.signedIn(['recordScoresAsYouGo'], { name: 'Marker' });
    expect((await marker.put(path, body)).status).toBe(403);
  });

  it('swaps two calls, waits a displaced match, and keeps the move on the next result', async () => {
    const t = await event();
    expect(calls(t)).toEqual(['Board 1: S1-1', 'Board 2: S1-2']);
    const path = `/api/Tournament/${t.id}/Call`;

    const swapped = await scorer.put(path, { matchId: 'S1-1', boardId: 'board 2' });
    expect(swapped.status).toBe(200);
    expect(swapped.body.messages).toEqual(['Board 2 called']);
    expect(calls(swapped.body.result)).toEqual(['Board 1: S1-2', 'Board 2: S1-1']);

    // The waiting match goes to Board 1; S1-2 waits for the next free board.
    const waiting = await organiser.put(path, { matchId: 'S1-3', boardId: 'Board 1' });
    expect(calls(waiting.body.result)).toEqual(['Board 1: S1-3', 'Board 2: S1-1']);
    const read = (await server.client().get(`/api/Tournament/${t.id}`)).body;
    expect(calls(read)).toEqual(['Board 1: S1-3', 'Board 2: S1-1']);

    // Board 2's match is won: the board gets the match that waited.
    const won = await scorer.patch(`/api/Tournament/${t.id}`, {
      result: { matchId: 'S1-1', scoreA: 2, scoreB: 0 },
    });
    expect(calls(won.body.result)).toEqual(['Board 1: S1-3', 'Board 2: S1-2']);
  });

  it('refuses a board the venue lacks, a match not ready to play, and a missing board', async () => {
    const t = await event();
    const path = `/api/Tournament/${t.id}/Call`;
    const noBoard = await scorer.put(path, { matchId: 'S1-3', boardId: 'Board 9' });
    expect(noBoard.status).toBe(400);
    expect(envelopeErrors(noBoard.body)).toEqual(["That board is not one of the venue's boards"]);
    const notReady = await scorer.put(path, { matchId: 'S2-1', boardId: 'Board 1' });
    expect(notReady.status).toBe(400);
    expect(envelopeErrors(notReady.body)[0]).toMatch(/^That match is not ready to play/);
    const blank = await scorer.put(path, { matchId: 'S1-3', boardId: ' ' });
    expect(blank.status).toBe(400);
    expect(envelopeErrors(blank.body).join(' ')).toContain('Choose a board');
    const unread = (await server.client().get(`/api/Tournament/${t.id}`)).body;
    expect(calls(unread)).toEqual(['Board 1: S1-1', 'Board 2: S1-2']);
  });
});
