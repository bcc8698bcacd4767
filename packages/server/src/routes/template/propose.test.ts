import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame } from '#server-test/leagueBuilders';
import { createTemplate, seasonOf, startTemplateServer, twoTeams } from '#server-test/templateBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/* POST /api/Template/Propose/: a template's fixtures proposed for a season, and what stops them. */

describe.each(ROUTE_DIALECTS)('Template proposals on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let secretary: ApiClient;
  beforeAll(async () => {
    ({ server, admin, secretary } = await startTemplateServer(dialect));
  });
  afterAll(async () => server.close());

  const propose = (templateId: string, seasonId: string, placeholderMappings = {}) =>
    secretary.post('/api/Template/Propose/', { templateId, seasonId, placeholderMappings });

  describe('POST /api/Template/Propose/', () => {
    it('answers 401, 403 and 400 naming each field', async () => {
      const template = await createTemplate(admin);
      const { season } = await seasonOf(server, [
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
      const template = await createTemplate(admin);
      const { season, teams } = await seasonOf(
        server,
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
      const template = await createTemplate(admin);
      const { season, divisions, teams } = await seasonOf(server, [
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

    it('leaves out the weeks asked, moving the fixtures on, and names a week that is not a date', async () => {
      const template = await createTemplate(admin);
      const { season } = await seasonOf(server, [
        [
          'Holidays',
          [
            ['Crown', 'High St'],
            ['Bell', 'Low St'],
          ],
        ],
      ]);
      const answer = await secretary.post('/api/Template/Propose/', {
        templateId: template.id,
        seasonId: season.id,
        placeholderMappings: {},
        skipDates: ['2026-09-01', '2026-09-15T00:00:00'],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result.divisions[0].fixtures.map((f: any) => f.date)).toEqual([
        '2026-09-08',
        '2026-09-22',
      ]);
      const bad = await secretary.post('/api/Template/Propose/', {
        templateId: template.id,
        seasonId: season.id,
        skipDates: ['2026-09-01', '1/9/2026'],
      });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['Week left out 2 must be a date (YYYY-MM-DD)']);
      const many = await secretary.post('/api/Template/Generate/', {
        seasonId: season.id,
        skipDates: Array.from({ length: 61 }, () => '2026-09-01'),
      });
      expect(envelopeErrors(many.body)).toEqual(['Leave out at most 60 weeks']);
    });

    it('fails when a division has more teams than the template supports', async () => {
      const template = await createTemplate(admin);
      const { season } = await seasonOf(server, [
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
      const template = await createTemplate(admin);
      const within = await seasonOf(server, [
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
      const across = await seasonOf(server, [
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
      const twoDivisions = await createTemplate(admin, { divisions: [twoTeams, twoTeams] });
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
      const template = await createTemplate(admin, { divisions: [three] });
      const { season } = await seasonOf(server, [
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
      const template = await createTemplate(admin, { divisions: [threeCodes] });
      const { season, teams } = await seasonOf(
        server,
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
});
