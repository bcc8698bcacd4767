import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A single-round ("superleague") tournament's details through PUT /api/Tournament/: the single
 * round flag, host, opponent and gender are stored and read back, are details (manageTournaments
 * only), and a bad value is refused naming the field.
 */
describe.each(ROUTE_DIALECTS)('Single-round tournament details on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let resultsOnly: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    ({ server, stranger, seasonId } = await startLeagueServer(dialect, {
      stranger: ['recordScoresAsYouGo'],
    }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    resultsOnly = await server.signedIn(['enterTournamentResults'], { name: 'Scorer' });
  });
  afterAll(async () => server.close());

  const night = (overrides: Record<string, unknown> = {}) =>
    tournamentBody(seasonId, {
      singleRound: true,
      host: ' The Bell ',
      opponent: 'The Crown',
      gender: 'women',
      sides: singlesSides(['Ann', 'Bea']),
      ...overrides,
    });

  it('answers 401 signed out and 403 without manageTournaments', async () => {
    expect((await server.client().put('/api/Tournament/', night())).status).toBe(401);
    expect((await stranger.put('/api/Tournament/', night())).status).toBe(403);
    expect((await resultsOnly.put('/api/Tournament/', night())).status).toBe(403);
  });

  it('answers 400 naming the host, opponent and gender in the league words', async () => {
    const bad = await organiser.put(
      '/api/Tournament/',
      night({ host: 'x'.repeat(201), opponent: 7, gender: 'mixed', singleRound: 'yes' }),
    );
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual([
      'Host must be at most 200 characters',
      'Opponent must be text',
      "Gender must be 'men' or 'women'",
      'Single round must be true or false',
    ]);
  });

  it('stores the night and its match, and lets only the organiser change its details', async () => {
    const created = await organiser.put('/api/Tournament/', night());
    expect(created.status).toBe(200);
    const t = created.body.result;
    expect(t).toMatchObject({ singleRound: true, host: 'The Bell', opponent: 'The Crown', gender: 'women' });
    const [ann, bea] = t.sides;
    const withMatch = await organiser.put('/api/Tournament/', {
      ...t,
      round: { matches: [{ sideA: { id: ann.id }, sideB: { id: bea.id } }], matchOptions: [null] },
      lastUpdated: t.updated,
    });
    expect(withMatch.status).toBe(200);
    const saved = withMatch.body.result;
    expect(saved.round.matches[0]).toMatchObject({ sideA: { name: 'Ann' }, sideB: { name: 'Bea' } });
    const got = await server.client().get(`/api/Tournament/${t.id}`);
    expect(got.body).toMatchObject({ singleRound: true, host: 'The Bell', opponent: 'The Crown' });

    const refused = await resultsOnly.put('/api/Tournament/', {
      ...saved,
      opponent: 'The Anchor',
      singleRound: false,
      lastUpdated: saved.updated,
    });
    expect(refused.status).toBe(403);
    expect(envelopeErrors(refused.body)).toEqual([
      "Not permitted to change the tournament's details: singleRound, opponent",
    ]);
    const changed = await organiser.put('/api/Tournament/', {
      ...saved,
      opponent: 'The Anchor',
      gender: null,
      lastUpdated: saved.updated,
    });
    expect(changed.body.result).toMatchObject({ opponent: 'The Anchor', gender: null, singleRound: true });
  });
});
