import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';

describe.each(ROUTE_DIALECTS)('Team API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  let divisionId: string;
  let otherDivisionId: string;
  beforeAll(async () => {
    let divisionIds: string[];
    ({ server, admin, stranger, seasonId, divisionIds } = await startLeagueServer(dialect, {
      admin: { flags: ['manageTeams'], name: 'Team Admin' },
      stranger: ['manageGames'],
      divisions: ['Premier', 'One'],
    }));
    [divisionId, otherDivisionId] = divisionIds as [string, string];
  });
  afterAll(async () => server.close());

  const team = (name = 'The Anchor', players: string[] = []) =>
    buildTeam(server.ctx, { name, address: `${name}, Quay`, seasonId, divisionId, players });

  describe('GET /api/Team/', () => {
    it('lists live teams by name, without seasons', async () => {
      await team('Zebra');
      await team('Albatross');
      const response = await server.client().get('/api/Team/');
      expect(response.status).toBe(200);
      const names = (response.body as { name: string }[]).map((t) => t.name);
      expect(names.indexOf('Albatross')).toBeLessThan(names.indexOf('Zebra'));
      expect(response.body[0]).not.toHaveProperty('seasons');
      expect(response.body[0]).toHaveProperty('updated');
    });
  });

  describe('GET /api/Team/{id}', () => {
    it('returns the team with seasons and players, e-mail addresses only for manageTeams', async () => {
      const stored = await team('Emails', ['Ann']);
      const ann = stored.doc.seasons[0]!.players[0]!;
      await server.ctx.repos.teams.replace(
        stored,
        {
          ...stored.doc,
          seasons: [{ ...stored.doc.seasons[0]!, players: [{ ...ann, emailAddress: 'ann@example.org' }] }],
        },
        { name: 'x', now: server.ctx.now() },
      );
      const anonymous = await server.client().get(`/api/Team/${stored.id}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.seasons[0]).toMatchObject({ seasonId, divisionId, deleted: null });
      expect(anonymous.body.seasons[0].players[0]).toMatchObject({
        name: 'Ann',
        captain: true,
        emailAddress: null,
      });
      const managed = await admin.get(`/api/Team/${stored.id}`);
      expect(managed.body.seasons[0].players[0].emailAddress).toBe('ann@example.org');
      expect((await server.client().get(`/api/Team/${UNKNOWN_ID}`)).status).toBe(204);
      expect(envelopeErrors((await server.client().get('/api/Team/anchor')).body)).toEqual([
        'The team in the address was not recognised',
      ]);
    });
  });

  describe('GET /api/Team/{divisionId}/{seasonId}', () => {
    it("lists the division's teams for the season", async () => {
      const here = await team('Here');
      const response = await server.client().get(`/api/Team/${divisionId}/${seasonId}`);
      expect(response.status).toBe(200);
      expect((response.body as { id: string }[]).map((t) => t.id)).toContain(here.id);
      expect((await server.client().get(`/api/Team/${otherDivisionId}/${seasonId}`)).body).toEqual([]);
      expect(envelopeErrors((await server.client().get(`/api/Team/x/${seasonId}`)).body)).toEqual([
        'Division was not recognised',
      ]);
    });
  });

  describe('PUT /api/Team/', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      name: 'New Team',
      address: '1 Main Street',
      divisionId,
      seasonId,
      ...overrides,
    });

    it('answers 401, 400 and 403', async () => {
      expect((await server.client().put('/api/Team/', body())).status).toBe(401);
      const bad = await admin.put('/api/Team/', { address: 'x', divisionId: 'nope' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual([
        'You must enter a team name',
        'Division was not recognised',
        'Select a season first',
      ]);
      expect((await stranger.put('/api/Team/', body())).status).toBe(403);
    });

    it('creates a team registered for the season in its division', async () => {
      const response = await admin.put('/api/Team/', body());
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Team created']);
      expect(response.body.result).toMatchObject({
        name: 'New Team',
        address: '1 Main Street',
        author: 'Team Admin',
      });
      expect(response.body.result.seasons).toEqual([
        expect.objectContaining({ seasonId, divisionId, players: [], deleted: null }),
      ]);
      const unknownSeason = await admin.put('/api/Team/', body({ seasonId: UNKNOWN_ID }));
      expect(envelopeErrors(unknownSeason.body)).toEqual(['Season not found']);
    });

    it("edits a team with lastUpdated, carrying the name and address into the season's fixtures (409 when stale)", async () => {
      const home = await team('Old Name');
      const away = await team('Visitors');
      const game = await buildGame(server.ctx, { seasonId, divisionId, date: '2026-10-01', home, away });
      const edit = body({ id: home.id, name: 'New Name', address: 'New Venue', lastUpdated: home.updated });
      const response = await admin.put('/api/Team/', edit);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ messages: ['Team updated'], result: { name: 'New Name' } });
      const stored = (await server.ctx.repos.games.get(game.id))!.doc;
      expect(stored.home.name).toBe('New Name');
      expect(stored.address).toBe('New Venue');
      const stale = await admin.put('/api/Team/', edit);
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Team, Team Admin updated it before you at /,
      );
      const missing = await admin.put('/api/Team/', { ...edit, lastUpdated: undefined });
      expect(envelopeErrors(missing.body)).toEqual([
        'Unable to update Team, data integrity token is missing',
      ]);
    });

    it('refuses a new division while the team has fixtures, and moves it when it has none', async () => {
      const home = await team('Mover');
      const away = await team('Stayer');
      const game = await buildGame(server.ctx, { seasonId, divisionId, date: '2026-10-08', home, away });
      const move = body({
        id: home.id,
        name: 'Mover',
        newDivisionId: otherDivisionId,
        lastUpdated: home.updated,
      });
      const refused = await admin.put('/api/Team/', move);
      expect(refused.status).toBe(400);
      expect(envelopeErrors(refused.body)).toEqual([
        'Unable to change division when games exist, delete these 1 game/s first',
      ]);
      await server.ctx.repos.games.hardDelete(game.id);
      const moved = await admin.put('/api/Team/', move);
      expect(moved.status).toBe(200);
      expect(moved.body.result.seasons[0].divisionId).toBe(otherDivisionId);
    });

    it('refuses a second team of the same name in the season, ignoring case and spaces', async () => {
      await team('The Crown');
      const season = (await server.ctx.repos.seasons.get(seasonId))!.doc.name;
      const refused = await admin.put('/api/Team/', body({ name: '  the   CROWN ' }));
      expect(refused.status).toBe(400);
      expect(envelopeErrors(refused.body)).toEqual([
        `A team called The Crown is already in the ${season} season: choose another name`,
      ]);
      const other = await team('The Mitre');
      const renamed = await admin.put(
        '/api/Team/',
        body({ id: other.id, name: 'THE CROWN', lastUpdated: other.updated }),
      );
      expect(renamed.status).toBe(400);
      expect(envelopeErrors(renamed.body)).toEqual([
        `A team called The Crown is already in the ${season} season: choose another name`,
      ]);
      const kept = await admin.put(
        '/api/Team/',
        body({ id: other.id, name: 'The  Mitre', lastUpdated: other.updated }),
      );
      expect(kept.status).toBe(200);
      const next = await buildSeason(server.ctx, { divisionIds: [divisionId] });
      expect((await admin.put('/api/Team/', body({ name: 'The Crown', seasonId: next.id }))).status).toBe(
        200,
      );
    });

    it('adds the season when the team is not registered for it yet', async () => {
      const stored = await team('Newcomer');
      const next = await buildSeason(server.ctx, { divisionIds: [divisionId] });
      const response = await admin.put(
        '/api/Team/',
        body({ id: stored.id, name: 'Newcomer', seasonId: next.id, lastUpdated: stored.updated }),
      );
      expect(response.status).toBe(200);
      expect(response.body.result.seasons.map((s: { seasonId: string }) => s.seasonId)).toEqual([
        seasonId,
        next.id,
      ]);
    });
  });

  describe('PUT /api/Team/Season', () => {
    it('answers 401, 400, 403 and 404', async () => {
      const stored = await team('Assoc');
      const body = { id: stored.id, seasonId, divisionId };
      expect((await server.client().put('/api/Team/Season', body)).status).toBe(401);
      const bad = await admin.put('/api/Team/Season', { id: stored.id, divisionId });
      expect(envelopeErrors(bad.body)).toEqual(['Select a season first']);
      expect((await stranger.put('/api/Team/Season', body)).status).toBe(403);
      const unknown = await admin.put('/api/Team/Season', { ...body, id: UNKNOWN_ID });
      expect(unknown.status).toBe(404);
      expect(envelopeErrors(unknown.body)).toEqual(['Team not found']);
    });

    it('adds a season copying the squad of another, and says when it already exists', async () => {
      const stored = await team('Squad', ['Ann', 'Bob']);
      const next = await buildSeason(server.ctx, { divisionIds: [divisionId] });
      const added = await admin.put('/api/Team/Season', {
        id: stored.id,
        seasonId: next.id,
        divisionId,
        copyPlayersFromSeasonId: seasonId,
      });
      expect(added.status).toBe(200);
      expect(added.body.messages).toEqual(['Season added to the Squad team, 2 players copied']);
      const copied = added.body.result.seasons.find((s: { seasonId: string }) => s.seasonId === next.id);
      expect(copied.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
      const again = await admin.put('/api/Team/Season', { id: stored.id, seasonId: next.id, divisionId });
      expect(again.body.messages).toEqual(['Season already exists']);
      const missing = await admin.put('/api/Team/Season', {
        id: stored.id,
        seasonId: UNKNOWN_ID,
        divisionId,
      });
      expect(missing.status).toBe(404);
      expect(envelopeErrors(missing.body)).toEqual(['Season not found']);
    });
  });

  it('PUT /api/Team/Season refuses a team whose name another team has in that season', async () => {
    const next = await buildSeason(server.ctx, { divisionIds: [divisionId], name: 'Spring Next' });
    await buildTeam(server.ctx, {
      name: 'The Swan',
      address: 'x',
      seasonId: next.id,
      divisionId,
      players: [],
    });
    const stored = await team('the swan');
    const refused = await admin.put('/api/Team/Season', { id: stored.id, seasonId: next.id, divisionId });
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual([
      'A team called The Swan is already in the Spring Next season: choose another name',
    ]);
  });

  describe('DELETE /api/Team/{id}/{seasonId}', () => {
    it('answers 401, 400 and 403', async () => {
      const stored = await team('Remove me');
      expect((await server.client().delete(`/api/Team/${stored.id}/${seasonId}`)).status).toBe(401);
      expect(envelopeErrors((await admin.delete(`/api/Team/${stored.id}/x`)).body)).toEqual([
        'Season was not recognised',
      ]);
      expect((await stranger.delete(`/api/Team/${stored.id}/${seasonId}`)).status).toBe(403);
    });

    it('removes only that season, leaving the team', async () => {
      const stored = await team('Two seasons', ['Ann']);
      const next = await buildSeason(server.ctx, { divisionIds: [divisionId] });
      await admin.put('/api/Team/Season', { id: stored.id, seasonId: next.id, divisionId });
      const response = await admin.delete(`/api/Team/${stored.id}/${seasonId}`);
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Removed team from 1 season/s']);
      const seasons = response.body.result.seasons as { seasonId: string; deleted: string | null }[];
      expect(seasons.find((s) => s.seasonId === seasonId)!.deleted).not.toBeNull();
      expect(seasons.find((s) => s.seasonId === next.id)!.deleted).toBeNull();
      expect(
        (await server.client().get(`/api/Team/${divisionId}/${seasonId}`)).body.map(
          (t: { id: string }) => t.id,
        ),
      ).not.toContain(stored.id);
      const again = await admin.delete(`/api/Team/${stored.id}/${seasonId}`);
      expect(again.status).toBe(404);
      expect(envelopeErrors(again.body)).toEqual(['Team allocated to other season/s']);
    });
  });
});
