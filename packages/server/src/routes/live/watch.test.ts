import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAYG_FIXTURE_NOT_FOUND } from '@darts/core/contract/sayg';
import { accountOfTeam, scoresLeague } from '#server-test/scorecardBuilders';
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
const VISIT = [{ score: 60, noOfDarts: 3 }];
const started = { 0: leg(VISIT, []) };
const match = (yourName: string, legs: Record<string, unknown> = started) => ({
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
    // A scoring screen opened and closed without a throw is not a match being played.
    await scorer.post('/api/Sayg', match('Opened', {}));
    await scorer.post('/api/Sayg', match('Finished', { 0: leg(NINE_DARTER, [{ score: 26, noOfDarts: 3 }]) }));
    expect(await listed()).toEqual(['Playing']);
    expect(await listed('/api/Live/Watch/sayg')).toEqual(['Playing']);

    minutes(29);
    expect(await listed()).toEqual(['Playing']);
    minutes(1);
    expect(await listed()).toEqual([]);
    expect(await listed(`/api/Live/Watch/${playing.id}`)).toEqual([]);

    // A new throw brings it back.
    const update = {
      ...match('Playing again', { 0: leg(VISIT, VISIT) }),
      id: playing.id,
      lastUpdated: playing.updated,
    };
    const saved = await scorer.post('/api/Sayg', update, { 'x-sayg-token': playing.editToken });
    expect(saved.status).toBe(200);
    expect(await listed()).toEqual(['Playing again']);
  });

  it("names a scorecard match's fixture, division and match, and lists one match once", async () => {
    minutes(60);
    const league = await scoresLeague(server);
    const fixture = await league.game();
    const clerk = await accountOfTeam(server, league.home.id);
    const fixtureMatch = { fixtureId: fixture.id, index: 2 };
    // Opened without a throw, then scored for real in a second record: one entry, the one played.
    expect((await clerk.post('/api/Sayg', { ...match('Hal', {}), fixtureMatch })).status).toBe(200);
    minutes(1);
    const real = await clerk.post('/api/Sayg', { ...match('Hal'), fixtureMatch });
    expect(real.status).toBe(200);
    expect(real.body.result.fixtureMatch).toEqual(fixtureMatch);
    const division = await server.ctx.repos.divisions.get(league.divisionId);
    const watch = (await server.client().get('/api/Live/Watch')).body;
    expect(watch).toHaveLength(1);
    expect(watch[0]).toMatchObject({
      id: real.body.result.id,
      eventDetails: {
        opponents: ['Hal', 'Bob'],
        fixture: 'Hosts v Guests',
        competition: division!.doc.name,
        match: 'Match 3',
        divisionId: league.divisionId,
      },
    });
    // A later record of the same match replaces it in the list.
    minutes(1);
    const again = await clerk.post('/api/Sayg', { ...match('Hal again'), fixtureMatch });
    const after = (await server.client().get('/api/Live/Watch')).body;
    expect(after.map((w: { id: string }) => w.id)).toEqual([again.body.result.id]);
  });

  it('takes a fixture match only from someone who may score that fixture (401, 403, 400)', async () => {
    const league = await scoresLeague(server);
    const fixture = await league.game();
    const fixtureMatch = { fixtureId: fixture.id, index: 0 };
    expect((await server.client().post('/api/Sayg', { ...match('Anon'), fixtureMatch })).status).toBe(401);
    const otherClerk = await accountOfTeam(server, league.other.id);
    expect((await otherClerk.post('/api/Sayg', { ...match('Oz'), fixtureMatch })).status).toBe(403);
    const clerk = await accountOfTeam(server, league.away.id);
    const unknown = await clerk.post('/api/Sayg', {
      ...match('Gus'),
      fixtureMatch: { fixtureId: '00000000-0000-4000-8000-000000000999', index: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([`Fixture match: ${SAYG_FIXTURE_NOT_FOUND}`]);
    const badIndex = await clerk.post('/api/Sayg', {
      ...match('Gus'),
      fixtureMatch: { ...fixtureMatch, index: 8 },
    });
    expect(badIndex.status).toBe(400);
    expect(JSON.stringify(badIndex.body.errors)).toContain('must be a match of the scorecard');
    expect((await clerk.post('/api/Sayg', { ...match('Gus'), fixtureMatch })).status).toBe(200);
  });
});
