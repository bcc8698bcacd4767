import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildGame, buildSeason, buildTeam } from '../../../test/leagueBuilders';
import { startLeagueServer } from '../../../test/leagueServer';
import { DIALECTS, envelopeErrors, UNKNOWN_ID, type ApiClient, type TestServer } from '../../../test/support';

/** Two codes, home and away once each. */
const twoTeams = {
  sharedAddresses: [],
  dates: [{ fixtures: [{ home: 'A', away: 'B' }] }, { fixtures: [{ home: 'B', away: 'A' }] }],
};
const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Two teams',
  description: 'A and B, both legs',
  divisions: [twoTeams],
  sharedAddresses: [],
  ...overrides,
});

describe.each(DIALECTS)('Template API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let secretary: ApiClient;
  beforeAll(async () => {
    ({ server, admin, stranger } = await startLeagueServer(dialect, {
      admin: { flags: ['manageSeasonTemplates'], name: 'Template Admin' },
      stranger: ['runReports'],
    }));
    secretary = await server.signedIn(['manageGames']);
  });
  afterAll(async () => server.close());

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await admin.put('/api/Template/', templateBody(overrides))).body.result;

  /** A season of its own: divisions of teams `[name, address]`, in order. */
  async function seasonOf(divisions: [string, [string, string][]][], dates = {}) {
    const made = [];
    for (const [name] of divisions) made.push(await buildDivision(server.ctx, { name }));
    const season = await buildSeason(server.ctx, { divisionIds: made.map((d) => d.id), ...dates });
    const teams = [];
    for (const [i, [, list]] of divisions.entries()) {
      for (const [name, address] of list) {
        teams.push(
          await buildTeam(server.ctx, { name, address, seasonId: season.id, divisionId: made[i]!.id }),
        );
      }
    }
    return { season, divisions: made, teams };
  }
  const propose = (templateId: string, seasonId: string, placeholderMappings = {}) =>
    secretary.post('/api/Template/Propose/', { templateId, seasonId, placeholderMappings });

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
      const template = await create({ name: 'Listed' });
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
      const template = await create({ name: 'Doomed' });
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
      const template = await create({ name: 'Fits two' });
      const { season } = await seasonOf([
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

  describe('POST /api/Template/Propose/', () => {
    it('answers 401, 403 and 400 naming each field', async () => {
      const template = await create();
      const { season } = await seasonOf([
        [
          'Solo',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
          ],
        ],
      ]);
      const body = { templateId: template.id, seasonId: season.id };
      expect((await server.client().post('/api/Template/Propose/', body)).status).toBe(401);
      expect((await admin.post('/api/Template/Propose/', body)).status).toBe(403);
      expect(envelopeErrors((await secretary.post('/api/Template/Propose/', {})).body)).toEqual([
        'Pick a template first',
        'Select a season first',
      ]);
      expect(envelopeErrors((await propose(UNKNOWN_ID, season.id)).body)).toEqual(['Template not found']);
      expect(envelopeErrors((await propose(template.id, UNKNOWN_ID)).body)).toEqual(['Season not found']);
      // A mapping's problem names the team code, not the field's path, and never echoes a control character.
      const mapped = await propose(template.id, season.id, { A: 'x', 'B\u0000': UNKNOWN_ID });
      expect(mapped.status).toBe(400);
      expect(envelopeErrors(mapped.body)).toEqual([
        'The team for A was not recognised',
        'A team code must be a short code without spaces',
      ]);
    });

    it("proposes the template's fixtures week by week, honouring a requested code, with the season's health", async () => {
      const template = await create();
      const { season, teams } = await seasonOf(
        [
          [
            'Solo',
            [
              ['Crown', 'High St'],
              ['Bell', 'Low St'],
            ],
          ],
        ],
        {
          startDate: '2026-09-01',
        },
      );
      const bell = teams[1];
      const answer = await propose(template.id, season.id, { A: bell!.id });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const result = answer.body.result;
      expect(result.placeholderMappings.A.name).toBe('Bell');
      expect(result.placeholderMappings.B.name).toBe('Crown');
      expect(result.divisions[0].fixtures.map((f: any) => [f.date, f.home.name, f.away.name])).toEqual([
        ['2026-09-01', 'Bell', 'Crown'],
        ['2026-09-08', 'Crown', 'Bell'],
      ]);
      expect(result.proposalHealth.success).toBe(true);
      expect(result.template.id).toBe(template.id);
    });

    it('skips a week on which a division already has a fixture', async () => {
      const template = await create();
      const { season, divisions, teams } = await seasonOf([
        [
          'Busy',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
          ],
        ],
      ]);
      await buildGame(server.ctx, {
        seasonId: season.id,
        divisionId: divisions[0]!.id,
        date: '2026-09-01',
        home: teams[0]!,
        away: teams[1]!,
      });
      const result = (await propose(template.id, season.id)).body.result;
      expect(result.divisions[0].fixtures.map((f: any) => f.date)).toEqual(['2026-09-08', '2026-09-15']);
      // The existing fixture and the proposals make three meetings: the health says so.
      expect(result.proposalHealth.checks['Teams have both legs defined'].success).toBe(false);
    });

    it('fails when a division has more teams than the template supports', async () => {
      const template = await create();
      const { season } = await seasonOf([
        [
          'Crowded',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
            ['Owl', 'Mill Rd'],
          ],
        ],
      ]);
      const answer = await propose(template.id, season.id);
      expect(answer.body).toMatchObject({
        success: false,
        errors: ['Crowded: More teams in division than templates support'],
        warnings: ['Could not assign all teams to placeholders in the template'],
      });
    });

    it('fails when teams share a venue the template has no group for, within or across divisions', async () => {
      const template = await create();
      const within = await seasonOf([
        [
          'Shared',
          [
            ['Crown', 'High St'],
            ['Crown B', 'high st '],
          ],
        ],
      ]);
      expect((await propose(template.id, within.season.id)).body).toMatchObject({
        success: false,
        errors: ['Shared: Too many teams with addresses shared'],
      });
      const across = await seasonOf([
        [
          'North',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
          ],
        ],
        [
          'South',
          [
            ['Crown B', 'High St'],
            ['Owl', 'Mill Rd'],
          ],
        ],
      ]);
      const twoDivisions = await create({ divisions: [twoTeams, twoTeams] });
      expect((await propose(twoDivisions.id, across.season.id)).body).toMatchObject({
        success: false,
        errors: ['Too many teams in the season with addresses shared across the divisions'],
      });
    });

    it('fails when a shared venue has more teams than its group in the template', async () => {
      const three = {
        sharedAddresses: [['A', 'B']],
        dates: [
          {
            fixtures: [
              { home: 'A', away: 'C' },
              { home: 'B', away: 'D' },
            ],
          },
        ],
      };
      const template = await create({ divisions: [three] });
      const { season } = await seasonOf([
        [
          'Packed',
          [
            ['Crown', 'High St'],
            ['Crown B', 'High St'],
            ['Crown C', 'High St'],
            ['Owl', 'Mill Rd'],
          ],
        ],
      ]);
      const answer = await propose(template.id, season.id);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors).toEqual([
        'Packed: Shared address has more teams 3 x (Crown, Crown B, Crown C) than the template supports 2 x (A, B)',
      ]);
    });

    it('warns of codes left without a team, and errs when fixtures fall after the season ends', async () => {
      const threeCodes = {
        sharedAddresses: [],
        dates: [
          { fixtures: [{ home: 'A', away: 'B' }] },
          { fixtures: [{ home: 'B', away: 'C' }] },
          { fixtures: [{ home: 'C', away: 'A' }] },
        ],
      };
      const template = await create({ divisions: [threeCodes] });
      const { season, teams } = await seasonOf(
        [
          [
            'Short',
            [
              ['Crown', 'High St'],
              ['Bell', 'Low St'],
            ],
          ],
        ],
        {
          startDate: '2026-09-01',
          endDate: '2026-09-03',
        },
      );
      const answer = await propose(template.id, season.id, { A: teams[0]!.id, C: teams[1]!.id });
      expect(answer.body).toMatchObject({
        success: false,
        errors: [
          'Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on 15 Sep 2026',
        ],
        warnings: [
          'Could not find a team for a fixture - B',
          'Could not create all fixtures/dates from the template',
        ],
      });
      expect(answer.body.result.divisions[0].fixtures.map((f: any) => [f.date, f.home.name])).toEqual([
        ['2026-09-15', 'Bell'],
      ]);
    });
  });

  describe('POST /api/Template/Generate/', () => {
    it('makes a healthy double round-robin without a template (manageGames)', async () => {
      const { season } = await seasonOf([
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
      const { season, divisions, teams } = await seasonOf([
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
