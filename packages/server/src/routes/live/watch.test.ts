import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DIALECTS, startServer, type TestServer } from '#server-test/support';

const NINE_DARTER = [
  { score: 180, noOfDarts: 3 },
  { score: 180, noOfDarts: 3 },
  { score: 141, noOfDarts: 3 },
];
const leg = (home: typeof NINE_DARTER, away: typeof NINE_DARTER) => ({
  startingScore: 501,
  currentThrow: 'home',
  playerSequence: [],
  home: { throws: home },
  away: { throws: away },
});
const match = (yourName: string, legs: Record<string, unknown> = {}) => ({
  yourName,
  opponentName: 'Bob',
  startingScore: 501,
  numberOfLegs: 1,
  legs,
});

describe.each(ROUTE_DIALECTS)('GET /api/Live/Watch lists what is live now, on %s', (dialect) => {
  let server: TestServer;
  let clock = new Date('2026-03-10T19:30:00.000Z');
  const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
  const listed = async (path = '/api/Live/Watch') =>
    ((await server.client().get(path)).body as { eventDetails: { opponents: string[] } }[]).map(
      (w) => w.eventDetails.opponents[0],
    );

  beforeAll(async () => {
    server = await startServer(dialect, { now: () => clock });
  });
  afterAll(async () => server.close());

  it('drops a finished match at once, and a match with no update for 30 minutes', async () => {
    const scorer = server.client();
    const playing = (await scorer.post('/api/Sayg', match('Playing'))).body.result;
    await scorer.post('/api/Sayg', match('Finished', { 0: leg(NINE_DARTER, [{ score: 26, noOfDarts: 3 }]) }));
    expect(await listed()).toEqual(['Playing']);
    expect(await listed('/api/Live/Watch/sayg')).toEqual(['Playing']);

    minutes(29);
    expect(await listed()).toEqual(['Playing']);
    minutes(1);
    expect(await listed()).toEqual([]);
    expect(await listed(`/api/Live/Watch/${playing.id}`)).toEqual([]);

    // A new throw brings it back.
    const update = { ...match('Playing again'), id: playing.id, lastUpdated: playing.updated };
    const saved = await scorer.post('/api/Sayg', update, { 'x-sayg-token': playing.editToken });
    expect(saved.status).toBe(200);
    expect(await listed()).toEqual(['Playing again']);
  });
});
