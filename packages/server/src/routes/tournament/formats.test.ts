import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A tournament of a planned format through PUT /api/Tournament/: the format, its choices and its
 * results by match id are stored and read back; the format is a detail (manageTournaments only);
 * results name matches the format has.
 */
describe.each(ROUTE_DIALECTS)('Tournament formats on %s', (dialect) => {
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

  const event = (overrides: Record<string, unknown> = {}) =>
    tournamentBody(seasonId, {
      format: 'doubleElimination',
      formatOptions: { reset: false, drawSeed: 1234 },
      sides: singlesSides(['Ann', 'Bea', 'Cat', 'Dee']),
      ...overrides,
    });

  it('answers 401 signed out and 403 without manageTournaments', async () => {
    expect((await server.client().put('/api/Tournament/', event())).status).toBe(401);
    expect((await stranger.put('/api/Tournament/', event())).status).toBe(403);
    expect((await resultsOnly.put('/api/Tournament/', event())).status).toBe(403);
  });

  it('answers 400 for an unknown format, a match the format does not have and results without a format', async () => {
    const unknown = await organiser.put('/api/Tournament/', event({ format: 'roundabout' }));
    expect(unknown.status).toBe(400);
    expect(envelopeErrors(unknown.body)).toEqual([
      'Format must be double elimination, groups into a knockout, a knockout with a plate or Swiss rounds',
    ]);
    const badMatch = await organiser.put(
      '/api/Tournament/',
      event({ results: [{ matchId: 'S1-1', scoreA: 2, scoreB: 0 }] }),
    );
    expect(badMatch.status).toBe(400);
    expect(envelopeErrors(badMatch.body)).toEqual([
      'Results item 1: names S1-1, which is not a match of double elimination',
    ]);
    const withoutFormat = await organiser.put(
      '/api/Tournament/',
      event({ format: null, results: [{ matchId: 'W1-1', scoreA: 2, scoreB: 0 }] }),
    );
    expect(withoutFormat.status).toBe(400);
    expect(envelopeErrors(withoutFormat.body)).toEqual([
      'Results: can only be given for a tournament of double elimination, groups, a plate or Swiss rounds',
    ]);
    const badOptions = await organiser.put('/api/Tournament/', event({ formatOptions: { groups: 99 } }));
    expect(badOptions.status).toBe(400);
  });

  it('stores the format and its results; a scorer enters results but cannot change the format', async () => {
    const created = await organiser.put('/api/Tournament/', event());
    expect(created.status).toBe(200);
    const t = created.body.result;
    expect(t).toMatchObject({
      format: 'doubleElimination',
      formatOptions: { reset: false, drawSeed: 1234 },
      results: [],
    });

    const scored = await resultsOnly.put('/api/Tournament/', {
      ...t,
      results: [{ matchId: 'W1-1', scoreA: 2, scoreB: 1 }],
      lastUpdated: t.updated,
    });
    expect(scored.status).toBe(200);
    const got = await server.client().get(`/api/Tournament/${t.id}`);
    expect(got.body.results).toEqual([{ matchId: 'W1-1', scoreA: 2, scoreB: 1, saygId: null }]);

    const refused = await resultsOnly.put('/api/Tournament/', {
      ...scored.body.result,
      format: 'swiss',
      results: [],
      lastUpdated: scored.body.result.updated,
    });
    expect(refused.status).toBe(403);
    expect(envelopeErrors(refused.body).join()).toMatch(/format/);
  });

  it('drops a later result a changed result leaves on other players', async () => {
    const created = (await organiser.put('/api/Tournament/', event({ formatOptions: {}, bestOf: 3 }))).body
      .result;
    const won = (matchId: string, a: number, b: number) => ({ matchId, scoreA: a, scoreB: b });
    const played = await organiser.put('/api/Tournament/', {
      ...created,
      results: [won('W1-1', 2, 0), won('W1-2', 2, 0), won('W2-1', 2, 0)],
      lastUpdated: created.updated,
    });
    expect(played.body.result.results).toHaveLength(3);
    // An API client changes W1-1 and sends W2-1 back as it was: W2-1 was played by others.
    const changed = await resultsOnly.put('/api/Tournament/', {
      ...played.body.result,
      results: [won('W1-1', 0, 2), won('W1-2', 2, 0), won('W2-1', 2, 0)],
      lastUpdated: played.body.result.updated,
    });
    expect(changed.status).toBe(200);
    const got = await server.client().get(`/api/Tournament/${created.id}`);
    expect(got.body.results.map((r: { matchId: string }) => r.matchId)).toEqual(['W1-1', 'W1-2']);
  });

  it('reads a knockout with no format and no results', async () => {
    const knockout = await organiser.put('/api/Tournament/', event({ format: null, formatOptions: null }));
    expect(knockout.status).toBe(200);
    expect(knockout.body.result).toMatchObject({ format: null, formatOptions: null, results: [] });
  });
});
