import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A handicapped event: the organiser gives each player points off the start or legs in hand
 * (by hand, or from GET /api/Tournament/{id}/Averages); a match's record takes them, the keypad
 * plays each side's own start, and the result it sends counts the legs in hand.
 */
describe.each(ROUTE_DIALECTS)('A handicapped event on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let marker: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, stranger, seasonId } = await startLeagueServer(dialect, { stranger: ['manageGames'] }));
    organiser = await server.signedIn(['manageTournaments', 'recordScoresAsYouGo'], { name: 'Organiser' });
    marker = await server.signedIn(['recordScoresAsYouGo', 'enterTournamentResults'], { name: 'Marker' });
  });
  afterAll(async () => server.close());

  /** Swiss rounds of Ann, Bea, Cat and Dee (seeded in that order), best of 3: round 1 is Ann v Bea. */
  const event = async (handicap: 'start' | 'legs', given: Record<string, number>, players = 0) => {
    const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']).map((s, i) => ({
      ...s,
      // Another set of players (another id each), so no other test's legs count in their averages.
      players: s.players.map((p) => ({ ...p, id: `00000000-0000-4000-8${players}00-00000000000${i + 1}` })),
      seeded: true,
      ...(given[s.name] ? { handicap: given[s.name] } : {}),
    }));
    const body = tournamentBody(seasonId, { format: 'swiss', formatOptions: { handicap }, bestOf: 3, sides });
    const created = await organiser.put('/api/Tournament/', body);
    expect(created.status).toBe(200);
    return created.body.result;
  };
  const recordOf = async (t: { id: string }, matchId: string) => {
    const created = await marker.post(`/api/Tournament/${t.id}`, { matchId });
    expect(created.status).toBe(200);
    const saygId = created.body.result.results.find((r: { matchId: string }) => r.matchId === matchId).saygId;
    return (await server.client().get(`/api/Sayg/${saygId}`)).body;
  };

  it('keeps each player’s handicap and refuses one that is not a number of points or legs', async () => {
    const t = await event('start', { Bea: 60 });
    expect(t.formatOptions).toEqual({ handicap: 'start' });
    expect(t.sides.map((s: { handicap?: number }) => s.handicap ?? 0)).toEqual([0, 60, 0, 0]);
    const bad = await organiser.put('/api/Tournament/', {
      ...t,
      lastUpdated: t.updated,
      formatOptions: { handicap: 'darts' },
      sides: t.sides.map((s: object, i: number) => (i === 0 ? { ...s, handicap: -5 } : s)),
    });
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual([
      "Format handicap must be 'start' (points off the start) or 'legs' (legs in hand)",
      'Side 1 handicap must be a whole number from 0 to 900',
    ]);
  });

  it('gives a match’s record each side’s start, and the keypad’s checkout from 441 wins the leg', async () => {
    const t = await event('start', { Bea: 60 });
    const record = await recordOf(t, 'S1-1');
    expect(record).toMatchObject({ yourName: 'Ann', opponentName: 'Bea', starts: { home: 501, away: 441 } });
    // Bea checks out 441 in three visits; a client that knows no handicap sends the legs without starts.
    const legs = {
      0: {
        startingScore: 501,
        currentThrow: 'away',
        playerSequence: [
          { value: 'away', text: 'Bea' },
          { value: 'home', text: 'Ann' },
        ],
        home: {
          throws: [
            { score: 100, noOfDarts: 3 },
            { score: 100, noOfDarts: 3 },
          ],
        },
        away: {
          throws: [
            { score: 180, noOfDarts: 3 },
            { score: 180, noOfDarts: 3 },
            { score: 81, noOfDarts: 3 },
          ],
        },
      },
    };
    const refused = await marker.post('/api/Sayg', {
      ...record,
      lastUpdated: record.updated,
      starts: { home: 501, away: 1 },
    });
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual(['Handicapped start away must be between 2 and 1001']);
    const { starts: _kept, ...unaware } = record;
    const saved = await marker.post('/api/Sayg', { ...unaware, lastUpdated: record.updated, legs });
    expect(saved.status).toBe(200);
    const read = (await server.client().get(`/api/Sayg/${record.id}`)).body;
    expect(read.starts).toEqual({ home: 501, away: 441 });
    expect(read.legs['0'].starts).toEqual({ home: 501, away: 441 });
    expect([read.homeScore, read.awayScore]).toEqual([0, 1]);
    expect(read.legs['0'].away.score).toBe(441);
  });

  it('gives the difference of the legs in hand, counted in the record’s score', async () => {
    const t = await event('legs', { Ann: 1, Bea: 2 });
    const record = await recordOf(t, 'S1-1');
    expect(record.legsInHand).toEqual({ home: 0, away: 1 });
    expect(record.starts).toBeUndefined();
    expect([record.homeScore, record.awayScore]).toEqual([0, 1]);
  });

  describe('GET /api/Tournament/{id}/Averages', () => {
    it('answers 401 signed out, 403 without tournament rights, 400 for an id that is not one', async () => {
      const t = await event('start', {});
      expect((await server.client().get(`/api/Tournament/${t.id}/Averages`)).status).toBe(401);
      expect((await stranger.get(`/api/Tournament/${t.id}/Averages`)).status).toBe(403);
      const bad = await organiser.get('/api/Tournament/not-an-id/Averages');
      expect(bad.status).toBe(400);
      expect(
        (await organiser.get('/api/Tournament/00000000-0000-4000-8000-000000000001/Averages')).status,
      ).toBe(404);
    });

    it("gives each side its player's rolling average over the legs recorded in the season", async () => {
      const t = await event('start', {}, 1);
      const record = await recordOf(t, 'S1-1');
      // Ann throws 60 a visit, Bea 30.
      const leg = (first: 'home' | 'away', ann: number[], cat: number[]) => ({
        startingScore: 501,
        currentThrow: first,
        playerSequence: [
          { value: first, text: first === 'home' ? 'Ann' : 'Bea' },
          { value: first === 'home' ? 'away' : 'home', text: first === 'home' ? 'Bea' : 'Ann' },
        ],
        home: { throws: ann.map((score) => ({ score, noOfDarts: 3 })) },
        away: { throws: cat.map((score) => ({ score, noOfDarts: 3 })) },
      });
      const saved = await marker.post('/api/Sayg', {
        ...record,
        lastUpdated: record.updated,
        legs: { 0: leg('home', [60, 60, 60], [30, 30, 30]) },
      });
      expect(saved.status).toBe(200);
      const answer = await organiser.get(`/api/Tournament/${t.id}/Averages`);
      expect(answer.status).toBe(200);
      const bySide = Object.fromEntries(
        answer.body.sides.map((s: { sideId: string; average: number | null; legs: number }) => [
          t.sides.find((x: { id: string }) => x.id === s.sideId).name,
          [s.average, s.legs],
        ]),
      );
      expect(bySide).toEqual({ Ann: [60, 1], Bea: [30, 1], Cat: [null, 0], Dee: [null, 0] });
    });
  });
});
