import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf, startTemplateServer } from '#server-test/templateBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * The template routes' remaining access and input answers (routes.test.ts and propose.test.ts have
 * the rest): reading one template, the compatibility list's address, Generate's 401 and 400, and a
 * proposal whose requested team is not of the shared venue its code stands for.
 */

describe.each(ROUTE_DIALECTS)('Template API access on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let secretary: ApiClient;
  beforeAll(async () => {
    ({ server, admin, stranger, secretary } = await startTemplateServer(dialect));
  });
  afterAll(async () => server.close());

  it('reads one template for template and fixture managers only', async () => {
    const template = (
      await admin.put('/api/Template/', {
        name: 'Read me',
        divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'B' }] }] }],
        sharedAddresses: [],
      })
    ).body.result;
    expect((await server.client().get(`/api/Template/${template.id}`)).status).toBe(401);
    expect((await stranger.get(`/api/Template/${template.id}`)).status).toBe(403);
    expect((await secretary.get(`/api/Template/${template.id}`)).body).toMatchObject({ name: 'Read me' });
  });

  it('names the season when the compatibility address is not one', async () => {
    const answer = await secretary.get('/api/Template/ForSeason/x');
    expect(answer.status).toBe(400);
    expect(envelopeErrors(answer.body)).toEqual(['Season was not recognised']);
  });

  it('answers Generate with 401 signed out and 400 naming the season', async () => {
    const { season } = await seasonOf(server, [
      [
        'Generated',
        [
          ['Crown', 'High St'],
          ['Bell', 'Low St'],
        ],
      ],
    ]);
    expect((await server.client().post('/api/Template/Generate/', { seasonId: season.id })).status).toBe(401);
    const missing = await secretary.post('/api/Template/Generate/', {});
    expect(missing.status).toBe(400);
    expect(envelopeErrors(missing.body)).toEqual(['Select a season first']);
    expect(
      envelopeErrors((await secretary.post('/api/Template/Generate/', { seasonId: UNKNOWN_ID })).body),
    ).toEqual(['Season not found']);
  });

  it('fails a proposal whose requested team is not of the shared venue its code stands for', async () => {
    const template = (
      await admin.put('/api/Template/', {
        name: 'Shared pair',
        sharedAddresses: [],
        divisions: [
          {
            sharedAddresses: [['A', 'B']],
            dates: [
              {
                fixtures: [
                  { home: 'A', away: 'C' },
                  { home: 'D', away: 'B' },
                ],
              },
              {
                fixtures: [
                  { home: 'C', away: 'A' },
                  { home: 'B', away: 'D' },
                ],
              },
            ],
          },
        ],
      })
    ).body.result;
    const { season, teams } = await seasonOf(server, [
      [
        'Split',
        [
          ['Crown', 'High St'],
          ['Crown B', 'High St'],
          ['Bell', 'Low St'],
          ['Owl', 'Mill Rd'],
        ],
      ],
    ]);
    const bell = teams[2]!;
    const answer = await secretary.post('/api/Template/Propose/', {
      templateId: template.id,
      seasonId: season.id,
      placeholderMappings: { A: bell.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: false,
      errors: [`Split: Could not find team ${bell.id} in shared address group`],
    });
  });
});
