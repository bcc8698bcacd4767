import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';
import { expectDeleteAnswers } from '#server-test/deleteAnswers';

describe.each(ROUTE_DIALECTS)('Season writes on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, admin, stranger, divisionId } = await startLeagueServer(dialect, {
      admin: { flags: ['manageSeasons', 'runHealthChecks'], name: 'Season Admin' },
      stranger: ['manageDivisions'],
      divisions: ['Premier'],
      season: false,
    }));
  });
  afterAll(async () => server.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Summer 2027',
    startDate: '2027-05-01T00:00:00',
    endDate: '2027-08-31',
    divisionIds: [divisionId],
    ...overrides,
  });

  describe('PUT /api/Season/', () => {
    it('answers 401 when signed out', async () => {
      expect((await server.client().put('/api/Season/', {})).status).toBe(401);
    });

    it('answers 400 naming each field', async () => {
      const response = await admin.put('/api/Season/', { startDate: '2027-02-30', divisionIds: ['x'] });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'Enter a season name',
        'Start date must be a date (YYYY-MM-DD)',
        'Enter an end date',
        'Division 1 was not recognised',
      ]);
      const reversed = await admin.put('/api/Season/', body({ endDate: '2027-04-30' }));
      expect(envelopeErrors(reversed.body)).toEqual(['The end date must not be before the start date']);
      const unknown = await admin.put(
        '/api/Season/',
        body({ divisionIds: ['00000000-0000-4000-8000-000000000000'] }),
      );
      expect(envelopeErrors(unknown.body)).toEqual([
        'Division 00000000-0000-4000-8000-000000000000 not found',
      ]);
    });

    it('answers 403 without manageSeasons', async () => {
      expect((await stranger.put('/api/Season/', body())).status).toBe(403);
    });

    it('creates a season with its divisions, then edits it with lastUpdated (409 when stale)', async () => {
      const created = await admin.put('/api/Season/', body());
      expect(created.status).toBe(200);
      expect(created.body.messages).toEqual(['Season created']);
      const season = created.body.result;
      expect(season).toMatchObject({
        name: 'Summer 2027',
        startDate: '2027-05-01',
        endDate: '2027-08-31',
        isCurrent: false,
      });
      expect(season.divisions.map((d: { name: string }) => d.name)).toEqual(['Premier']);

      const edited = await admin.put(
        '/api/Season',
        body({ id: season.id, name: 'Summer', lastUpdated: season.updated }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ messages: ['Season updated'], result: { name: 'Summer' } });
      const stale = await admin.put('/api/Season/', body({ id: season.id, lastUpdated: season.updated }));
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Season, Season Admin updated it before you at /,
      );
    });

    it('copies the teams of another season, with their current players, when creating', async () => {
      const ctx = server.ctx;
      const from = await buildSeason(ctx, { divisionIds: [divisionId] });
      const team = await buildTeam(ctx, {
        name: 'Copied',
        seasonId: from.id,
        divisionId,
        players: ['Ann', 'Bob'],
      });
      const bob = team.doc.seasons[0]!.players[1]!;
      await ctx.repos.teams.replace(
        team,
        {
          ...team.doc,
          seasons: [
            {
              ...team.doc.seasons[0]!,
              players: [team.doc.seasons[0]!.players[0]!, { ...bob, deleted: '2026-10-01T00:00:00Z' }],
            },
          ],
        },
        { name: 'x', now: ctx.now() },
      );
      const response = await admin.put(
        '/api/Season/',
        body({ name: 'Next', copyTeamsFromSeasonId: from.id }),
      );
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Season created', 'Copied 1 of 1 team/s from other season']);
      const copied = (await ctx.repos.teams.get(team.id))!.doc.seasons.find(
        (ts) => ts.seasonId === response.body.result.id,
      )!;
      expect(copied).toMatchObject({ divisionId, deleted: null });
      expect(copied.players.map((p) => p.name)).toEqual(['Ann']);

      const missing = await admin.put(
        '/api/Season/',
        body({ copyTeamsFromSeasonId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(missing.status).toBe(400);
      expect(envelopeErrors(missing.body)).toEqual(['Could not find season to copy teams from']);
    });
  });

  describe('DELETE /api/Season/{id}', () => {
    it('answers 401, 400, 403 and 404, and soft-deletes', async () => {
      const season = await buildSeason(server.ctx);
      await expectDeleteAnswers(server, { admin, stranger }, '/api/Season', season.id, {
        notAnId: 'winter',
        notRecognised: 'The season in the address was not recognised',
        message: 'Season deleted',
        remover: 'Season Admin',
      });
      const list = (await server.client().get('/api/Season/')).body as { id: string }[];
      expect(list.map((s) => s.id)).not.toContain(season.id);
    });
  });

  describe('GET /api/Season/{id}/health', () => {
    it('answers 401, 400, 403, 204 for an unknown season, and a season without divisions is healthy', async () => {
      const season = await buildSeason(server.ctx);
      expect((await server.client().get(`/api/Season/${season.id}/health`)).status).toBe(401);
      expect(envelopeErrors((await admin.get('/api/Season/x/health')).body)).toEqual([
        'The season in the address was not recognised',
      ]);
      expect((await stranger.get(`/api/Season/${season.id}/health`)).status).toBe(403);
      expect((await admin.get('/api/Season/00000000-0000-4000-8000-000000000000/health')).status).toBe(204);
      const response = await admin.get(`/api/Season/${season.id}/health`);
      expect(response.body).toEqual({
        success: true,
        errors: [],
        warnings: ['No divisions'],
        messages: [],
        checks: {},
      });
    });
  });
});
