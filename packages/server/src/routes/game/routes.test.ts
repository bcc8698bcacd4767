import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSubmissionDoc } from '#server/db/docs';
import { buildGame, buildMatch, buildSeason, buildTeam, squadOf } from '#server-test/leagueBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';
import { accountOfTeam } from '#server-test/scorecardBuilders';
import { expectDeleteAnswers } from '#server-test/deleteAnswers';

describe.each(ROUTE_DIALECTS)('Game API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, admin, stranger, seasonId, divisionId } = await startLeagueServer(dialect, {
      admin: { flags: ['manageGames'], name: 'Fixture Admin' },
      stranger: ['manageScores'],
      season: { startDate: '2026-09-01', endDate: '2027-04-30' },
    }));
  });
  afterAll(async () => server.close());

  const team = (name: string, players: string[] = []) =>
    buildTeam(server.ctx, { name, seasonId, divisionId, players });
  /** A signed-in clerk of the team: inputResults and the account's team. */
  const clerkOf = (teamId: string) => accountOfTeam(server, teamId);

  describe('PUT /api/Game/', () => {
    const body = async (overrides: Record<string, unknown> = {}) => ({
      address: '',
      divisionId,
      seasonId,
      homeTeamId: (await team('Home')).id,
      awayTeamId: (await team('Away')).id,
      date: '2026-10-07T00:00:00',
      isKnockout: false,
      postponed: false,
      accoladesCount: true,
      ...overrides,
    });

    it('answers 401, 400 and 403', async () => {
      expect((await server.client().put('/api/Game/', await body())).status).toBe(401);
      const bad = await admin.put('/api/Game/', { divisionId, seasonId: 'x', date: '7/10/2026' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual([
        'Season was not recognised',
        'Select the home team',
        'Select the away team',
        'Date must be a date (YYYY-MM-DD)',
      ]);
      const same = await body();
      const sameTeams = await admin.put('/api/Game/', { ...same, awayTeamId: same.homeTeamId });
      expect(envelopeErrors(sameTeams.body)).toEqual([
        'Unable to update a game where the home team and away team are the same',
      ]);
      const outside = await admin.put('/api/Game/', await body({ date: '2027-05-01' }));
      expect(outside.status).toBe(400);
      expect(envelopeErrors(outside.body)).toEqual([
        "Fixture date must lie between the season's start and end date",
      ]);
      const noTeam = await admin.put('/api/Game/', await body({ homeTeamId: UNKNOWN_ID }));
      expect(envelopeErrors(noTeam.body)).toEqual(['Home team could not be found']);
      expect((await stranger.put('/api/Game/', await body())).status).toBe(403);
    });

    it('creates a fixture with the default match options and the home address', async () => {
      const response = await admin.put('/api/Game/', await body());
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Game updated']);
      const game = response.body.result;
      expect(game).toMatchObject({
        date: '2026-10-07',
        address: 'Home Inn',
        home: { name: 'Home', manOfTheMatch: null },
        away: { name: 'Away' },
        matches: [],
        resultsPublished: false,
        homeSubmission: null,
        photos: [],
        author: 'Fixture Admin',
      });
      expect(game.matchOptions.map((o: { numberOfLegs: number }) => o.numberOfLegs)).toEqual([
        5, 5, 5, 5, 5, 3, 3, 3,
      ]);
      expect(game.matchOptions[7]).toEqual({ playerCount: 3, startingScore: 601, numberOfLegs: 3 });
    });

    it('defaults a knockout to best of 3 singles and no triples, and adds teams to the season', async () => {
      const outsider = await buildTeam(server.ctx, {
        name: 'Outsider',
        seasonId: (await buildSeason(server.ctx)).id,
        divisionId,
      });
      const response = await admin.put(
        '/api/Game/',
        await body({ isKnockout: true, awayTeamId: outsider.id }),
      );
      expect(response.status).toBe(200);
      expect(response.body.result.matchOptions.map((o: { numberOfLegs: number }) => o.numberOfLegs)).toEqual([
        3, 3, 3, 3, 3, 3, 3, 0,
      ]);
      expect(response.body.result.matchOptions[7]).toEqual({
        playerCount: 0,
        startingScore: 0,
        numberOfLegs: 0,
      });
      const seasons = (await server.ctx.repos.teams.get(outsider.id))!.doc.seasons;
      expect(seasons.find((s) => s.seasonId === seasonId)).toMatchObject({ divisionId, deleted: null });
    });

    it('edits a fixture with lastUpdated (409 when stale) and resets the options when the knockout flag changes', async () => {
      const created = (await admin.put('/api/Game/', await body())).body.result;
      const edit = {
        ...(await body()),
        id: created.id,
        homeTeamId: created.home.id,
        awayTeamId: created.away.id,
        address: 'Town Hall',
        postponed: true,
        isKnockout: true,
        lastUpdated: created.updated,
      };
      const edited = await admin.put('/api/Game/', edit);
      expect(edited.status).toBe(200);
      expect(edited.body.result).toMatchObject({
        id: created.id,
        address: 'Town Hall',
        postponed: true,
        isKnockout: true,
      });
      expect(edited.body.result.matchOptions[7].numberOfLegs).toBe(0);
      const stale = await admin.put('/api/Game/', edit);
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Game, Fixture Admin updated it before you at /,
      );
    });
  });

  describe('GET /api/Game/{id}', () => {
    it('answers 400 for a bad id and 204 for an unknown one', async () => {
      expect(envelopeErrors((await server.client().get('/api/Game/abc')).body)).toEqual([
        'The fixture in the address was not recognised',
      ]);
      expect((await server.client().get(`/api/Game/${UNKNOWN_ID}`)).status).toBe(204);
    });

    it('hides man of the match and submissions from those who may not see them', async () => {
      const home = await team('Hosts', ['Hal', 'Hank']);
      const away = await team('Guests', ['Gus', 'Gil']);
      const [hal] = squadOf(home);
      const [gus] = squadOf(away);
      const submission = (manOfTheMatch: string | null, homeScore: number): GameSubmissionDoc => ({
        home: { id: home.id, name: 'Hosts', manOfTheMatch },
        away: { id: away.id, name: 'Guests', manOfTheMatch: null },
        matches: [buildMatch([hal!], [gus!], homeScore, 1)],
        matchOptions: [],
        oneEighties: [],
        over100Checkouts: [],
        created: '2026-10-01T21:00:00.000Z',
        author: 'Clerk',
        updated: '2026-10-01T21:00:00.000Z',
        editor: 'Clerk',
      });
      const game = await buildGame(server.ctx, {
        seasonId,
        divisionId,
        date: '2026-10-01',
        home,
        away,
        homeSubmission: submission(gus!.id, 3),
        awaySubmission: submission(null, 2),
      });

      const anonymous = (await server.client().get(`/api/Game/${game.id}`)).body;
      expect(anonymous).toMatchObject({
        matches: [],
        resultsPublished: false,
        homeSubmission: null,
        awaySubmission: null,
      });
      expect(anonymous.home.manOfTheMatch).toBeNull();

      const scorer = (await stranger.get(`/api/Game/${game.id}`)).body;
      expect(scorer.homeSubmission.home.manOfTheMatch).toBe(gus!.id);
      expect(scorer.awaySubmission).not.toBeNull();

      const homeClerk = (await (await clerkOf(home.id)).get(`/api/Game/${game.id}`)).body;
      expect(homeClerk.homeSubmission).not.toBeNull();
      expect(homeClerk.awaySubmission).toBeNull();
      expect(homeClerk.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
      expect(homeClerk.home.manOfTheMatch).toBe(gus!.id);
      expect(homeClerk.updated).toBe('2026-10-01T21:00:00.000Z');
      expect(homeClerk.matchOptions).toHaveLength(8);

      const awayClerk = (await (await clerkOf(away.id)).get(`/api/Game/${game.id}`)).body;
      expect(awayClerk.matches[0]).toMatchObject({ homeScore: 2, awayScore: 1 });
      expect(awayClerk.home.manOfTheMatch).toBeNull();
    });

    it("shows a published card's men of the match to everyone, signed in or not", async () => {
      const home = await team('Ploughmen', ['Pat', 'Pete']);
      const away = await team('Kings', ['Ken', 'Kit']);
      const [pat] = squadOf(home);
      const [ken] = squadOf(away);
      const game = await buildGame(server.ctx, {
        seasonId,
        divisionId,
        date: '2026-10-08',
        home,
        away,
        matches: [buildMatch([pat!], [ken!], 3, 1)],
        menOfTheMatch: { home: ken!.id, away: pat!.id },
      });

      const anonymous = (await server.client().get(`/api/Game/${game.id}`)).body;
      expect(anonymous.resultsPublished).toBe(true);
      expect(anonymous.home.manOfTheMatch).toBe(ken!.id);
      expect(anonymous.away.manOfTheMatch).toBe(pat!.id);
      const awayClerk = (await (await clerkOf(away.id)).get(`/api/Game/${game.id}`)).body;
      expect(awayClerk.home.manOfTheMatch).toBe(ken!.id);
    });
  });

  describe('GET /api/Game/', () => {
    it('lists live fixtures by date', async () => {
      const response = await server.client().get('/api/Game/');
      expect(response.status).toBe(200);
      const dates = (response.body as { date: string }[]).map((g) => g.date);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates).toEqual([...dates].sort());
    });
  });

  describe('DELETE /api/Game/{id}', () => {
    it('answers 401, 400, 403 and 404, and soft-deletes', async () => {
      const game = await buildGame(server.ctx, {
        seasonId,
        divisionId,
        date: '2026-10-14',
        home: await team('Del Home'),
        away: await team('Del Away'),
      });
      await expectDeleteAnswers(server, { admin, stranger }, '/api/Game', game.id, {
        notAnId: 'abc',
        notRecognised: 'The fixture in the address was not recognised',
        message: 'Game deleted',
        remover: 'Fixture Admin',
      });
      const list = (await server.client().get('/api/Game/')).body as { id: string }[];
      expect(list.map((g) => g.id)).not.toContain(game.id);
      expect((await server.client().get(`/api/Game/${game.id}`)).body.deleted).not.toBeNull();
    });
  });
});
