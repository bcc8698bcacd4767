import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame } from '#server-test/leagueBuilders';
import {
  createTemplate,
  seasonOf,
  startTemplateServer,
  templateBody,
  twoTeams,
} from '#server-test/templateBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * The season template routes: saving, reading, deleting and checking templates, which fit a season,
 * generating a round-robin, and a season's health (propose.test.ts proposes fixtures, access.test.ts
 * has the remaining access and input answers).
 */

describe.each(ROUTE_DIALECTS)('Template API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let secretary: ApiClient;
  beforeAll(async () => {
    ({ server, admin, stranger, secretary } = await startTemplateServer(dialect));
  });
  afterAll(async () => server.close());

  describe('PUT /api/Template/', () => {
    it('answers 401, 403 and 400 naming each field', async () => {
      expect((await server.client().put('/api/Template/', templateBody())).status).toBe(401);
      expect((await stranger.put('/api/Template/', templateBody())).status).toBe(403);
      const bad = await admin.put(
        '/api/Template/',
        templateBody({
          name: ' ',
          divisions: [{ sharedAddresses: [['']], dates: [{ fixtures: [{ home: '', away: 'B' }] }] }],
        }),
      );
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual([
        'Enter a template name',
        'Division 1 shared venue 1 team code 1: Enter a code for the team',
        'Division 1 date 1 fixture 1: Enter at least a home team',
      ]);
    });

    it('creates a template with its health stored, and edits it with lastUpdated (409 when stale)', async () => {
      const response = await admin.put('/api/Template/', templateBody());
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Template updated']);
      const created = response.body.result;
      expect(created).toMatchObject({ name: 'Two teams', author: 'Template Admin', divisions: [twoTeams] });
      expect(created.templateHealth.success).toBe(true);
      expect(Object.keys(created.templateHealth.checks)).toHaveLength(9);

      const unhealthy = { sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'A' }] }] };
      const edited = await admin.put('/api/Template/', {
        ...templateBody({ divisions: [unhealthy] }),
        id: created.id,
        lastUpdated: created.updated,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.result.templateHealth.success).toBe(false);
      expect(
        edited.body.result.templateHealth.checks["Teams aren't configured to play against themselves"].errors,
      ).toEqual(['Found A playing against themselves on 1 Jan']);
      const stale = await admin.put('/api/Template/', {
        ...templateBody(),
        id: created.id,
        lastUpdated: created.updated,
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('GET and DELETE /api/Template', () => {
    it('lists and reads templates for template and fixture managers only', async () => {
      const template = await createTemplate(admin, { name: 'Listed' });
      expect((await server.client().get('/api/Template/')).status).toBe(401);
      expect((await stranger.get('/api/Template/')).status).toBe(403);
      const list = (await secretary.get('/api/Template/')).body as { name: string }[];
      expect(list.map((t) => t.name)).toContain('Listed');
      expect((await admin.get(`/api/Template/${template.id}`)).body).toMatchObject({
        id: template.id,
        name: 'Listed',
      });
      expect((await admin.get(`/api/Template/${UNKNOWN_ID}`)).status).toBe(404);
      expect(envelopeErrors((await admin.get('/api/Template/x')).body)).toEqual([
        'The template in the address was not recognised',
      ]);
    });

    it('deletes a template (401, 403, 404)', async () => {
      const template = await createTemplate(admin, { name: 'Doomed' });
      expect((await server.client().delete(`/api/Template/${template.id}`)).status).toBe(401);
      expect((await secretary.delete(`/api/Template/${template.id}`)).status).toBe(403);
      const deleted = await admin.delete(`/api/Template/${template.id}`);
      expect(deleted.body).toMatchObject({
        messages: ['Template deleted'],
        result: { remover: 'Template Admin' },
      });
      expect((await admin.delete(`/api/Template/${template.id}`)).status).toBe(404);
      const list = (await admin.get('/api/Template/')).body as { id: string }[];
      expect(list.map((t) => t.id)).not.toContain(template.id);
    });
  });

  describe('POST /api/Template/Health', () => {
    it('checks a template without saving it', async () => {
      expect((await server.client().post('/api/Template/Health', templateBody())).status).toBe(401);
      expect((await secretary.post('/api/Template/Health', templateBody())).status).toBe(403);
      expect(envelopeErrors((await admin.post('/api/Template/Health', { divisions: 'x' })).body)).toEqual([
        'Divisions must be a list of divisions',
      ]);
      const oneLeg = { sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'B' }] }] };
      const health = await admin.post('/api/Template/Health', { divisions: [oneLeg], sharedAddresses: [] });
      expect(health.status).toBe(200);
      expect(health.body.success).toBe(false);
      expect(health.body.checks['Teams have both legs defined'].warnings).toEqual([
        'Division 1: Missing fixture for B vs A',
      ]);
    });
  });

  describe('GET /api/Template/ForSeason/{seasonId}', () => {
    it("says which templates fit the season's divisions", async () => {
      const template = await createTemplate(admin, { name: 'Fits two' });
      const { season } = await seasonOf(server, [
        [
          'Premier',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
            ['Owl', 'Mill Rd'],
          ],
        ],
      ]);
      expect((await server.client().get(`/api/Template/ForSeason/${season.id}`)).status).toBe(401);
      expect((await stranger.get(`/api/Template/ForSeason/${season.id}`)).status).toBe(403);
      // Any GUID is a valid id: a missing season is a 404, a capitalised one is the season.
      const missing = await secretary.get(`/api/Template/ForSeason/${UNKNOWN_ID}`);
      expect(missing.status).toBe(404);
      expect(envelopeErrors(missing.body)).toEqual(['Season not found']);
      const capitals = await secretary.get(`/api/Template/ForSeason/${season.id.toUpperCase()}`);
      expect(capitals.status).toBe(200);
      const answer = await secretary.get(`/api/Template/ForSeason/${season.id}`);
      expect(answer.status).toBe(200);
      const fit = answer.body.result.find((r: { result: { id: string } }) => r.result.id === template.id);
      expect(fit).toMatchObject({
        success: false,
        warnings: ['Premier has 3 teams, template has fewer (2)'],
      });
    });
  });

  describe('POST /api/Template/Generate/', () => {
    it('makes a healthy double round-robin without a template (manageGames)', async () => {
      const { season } = await seasonOf(server, [
        [
          'Four',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
            ['Owl', 'Mill Rd'],
            ['Fox', 'Hill Rd'],
          ],
        ],
      ]);
      expect((await admin.post('/api/Template/Generate/', { seasonId: season.id })).status).toBe(403);
      const answer = await secretary.post('/api/Template/Generate/', { seasonId: season.id });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.result.divisions[0].fixtures).toHaveLength(12);
      expect(answer.body.result.proposalHealth.success).toBe(true);
    });
  });

  describe('GET /api/Season/{id}/health', () => {
    it("runs the nine checks over the season's fixtures", async () => {
      const checker = await server.signedIn(['runHealthChecks']);
      const { season, divisions, teams } = await seasonOf(server, [
        [
          'Checked',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
          ],
        ],
      ]);
      await buildGame(server.ctx, {
        seasonId: season.id,
        divisionId: divisions[0]!.id,
        date: '2026-09-08',
        home: teams[0]!,
        away: teams[1]!,
      });
      const health = (await checker.get(`/api/Season/${season.id}/health`)).body;
      expect(health.success).toBe(false);
      expect(Object.keys(health.checks)).toHaveLength(9);
      expect(health.checks['Teams have both legs defined'].warnings).toEqual([
        'Checked: Missing fixture for Bell vs Crown',
      ]);
      expect(health.checks['All fixtures on or after start date'].success).toBe(true);
    });
  });
});
