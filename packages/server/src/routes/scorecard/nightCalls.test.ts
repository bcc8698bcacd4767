import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { FixtureDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildDivision, setFeature } from '#server-test/leagueBuilders';
import {
  accountOfTeam,
  cardOnBoards,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * GET /api/Scores/Calls: a date's fixture nights with calls in one answer (the TV's call strip),
 * each card's calls as that card shows them to the caller.
 */
describe.each(ROUTE_DIALECTS)('A night’s call lists on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let secretary: ApiClient;
  let league: ScoresLeague;
  const TONIGHT = '2026-11-22';
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    secretary = await server.signedIn(['manageScores', 'manageGames'], { name: 'Secretary' });
  });
  afterAll(async () => server.close());

  /** Tonight's card of `game` with `boards` (none: no calls). */
  const night = (game: Stored<FixtureDoc>, boards: string[]) => cardOnBoards(secretary, league, game, boards);
  const path = (query: string) => `/api/Scores/Calls?${query}`;

  it('refuses a missing or impossible date and a division that is not an id, naming the field', async () => {
    const missing = await server.client().get('/api/Scores/Calls');
    expect(missing.status).toBe(400);
    expect(envelopeErrors(missing.body)).toEqual(['Date must be a date (YYYY-MM-DD)']);
    expect(envelopeErrors((await server.client().get(path('date=2026-02-30'))).body)).toEqual([
      'Date must be a date (YYYY-MM-DD)',
    ]);
    const division = await server.client().get(path(`date=${TONIGHT}&divisionId=premier`));
    expect(division.status).toBe(400);
    expect(envelopeErrors(division.body)).toEqual(['Division 1 was not recognised']);
  });

  it('answers every card of the date with calls to anyone, one division when asked', async () => {
    // Each fixture at a venue of its own: fixtures at one venue share its boards.
    const called = await night(await league.game({ date: TONIGHT, address: 'The Crown' }), [
      'Board 1',
      'Board 2',
    ]);
    await night(await league.game({ date: TONIGHT, address: 'The Anchor' }), []);
    await night(await league.game({ date: '2026-11-21', address: 'The Crown' }), ['Board 1']);
    const other = await buildDivision(server.ctx, { name: 'Second' });
    await night(await league.game({ date: TONIGHT, divisionId: other.id, address: 'The Bell' }), ['Board 1']);

    const answer = await server.client().get(path(`date=${TONIGHT}&divisionId=${league.divisionId}`));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        fixtureId: called.id,
        divisionId: league.divisionId,
        home: 'Hosts',
        away: 'Guests',
        calls: [
          {
            boardId: 'Board 1',
            matchId: called.matches[0]!.id,
            since: expect.any(String),
            match: 'Hal 1 v Gus 1',
          },
          {
            boardId: 'Board 2',
            matchId: called.matches[1]!.id,
            since: expect.any(String),
            match: 'Hal 2 v Gus 2',
          },
        ],
      },
    ]);
    const all = (await server.client().get(path(`date=${TONIGHT}`))).body as { divisionId: string }[];
    expect(all.map((c) => c.divisionId).sort()).toEqual([league.divisionId, other.id].sort());
    expect((await server.client().get(path('date=2026-11-20'))).body).toEqual([]);
  });

  it('leaves out the calls of a card whose matches the caller is not shown (VetoScores, a clerk’s own submission)', async () => {
    const date = '2026-11-23';
    const called = await night(await league.game({ date }), ['Board 1']);
    await setFeature(server.ctx, FEATURE_IDS.vetoScores, '1.00:00:00');
    try {
      expect((await server.client().get(path(`date=${date}`))).body).toEqual([]);
      const seen = (await admin.get(path(`date=${date}`))).body as { fixtureId: string }[];
      expect(seen.map((c) => c.fixtureId)).toEqual([called.id]);
    } finally {
      await setFeature(server.ctx, FEATURE_IDS.vetoScores, '00:00:00');
    }
    expect((await server.client().get(path(`date=${date}`))).body).toHaveLength(1);
    // A team's clerk reads the card as their own submission until it is published: none yet.
    const clerk = await accountOfTeam(server, league.home.id);
    expect((await clerk.get(`/api/Game/${called.id}`)).body.matches).toEqual([]);
    expect((await clerk.get(path(`date=${date}`))).body).toEqual([]);
  });
});
