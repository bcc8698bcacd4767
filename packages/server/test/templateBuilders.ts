import type { Dialect } from '#server/db/database';
import { buildDivision, buildSeason, buildTeam } from './leagueBuilders';
import { startLeagueServer } from './leagueServer';
import type { ApiClient, TestServer } from './support';

/* The season template endpoint tests' start, request bodies and seasons (routes/template). */

/** A template division of two codes, home and away once each. */
export const twoTeams = {
  sharedAddresses: [],
  dates: [{ fixtures: [{ home: 'A', away: 'B' }] }, { fixtures: [{ home: 'B', away: 'A' }] }],
};

/** A PUT body: the two-team template with `overrides`. */
export const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Two teams',
  description: 'A and B, both legs',
  divisions: [twoTeams],
  sharedAddresses: [],
  ...overrides,
});

/** Saves the two-team template with `overrides` as `client`; answers the saved template. */
export async function createTemplate(client: ApiClient, overrides: Record<string, unknown> = {}) {
  return (await client.put('/api/Template/', templateBody(overrides))).body.result;
}

export interface TemplateServer {
  server: TestServer;
  /** manageSeasonTemplates, named "Template Admin". */
  admin: ApiClient;
  /** runReports only. */
  stranger: ApiClient;
  /** manageGames: lists templates and proposes fixtures. */
  secretary: ApiClient;
}

/** The template tests' start: the server with a template admin, a stranger and a fixture secretary. */
export async function startTemplateServer(dialect: Dialect): Promise<TemplateServer> {
  const { server, admin, stranger } = await startLeagueServer(dialect, {
    admin: { flags: ['manageSeasonTemplates'], name: 'Template Admin' },
    stranger: ['runReports'],
  });
  return { server, admin, stranger, secretary: await server.signedIn(['manageGames']) };
}

/** A season of its own: divisions of teams `[name, address]`, in order, with the season's `dates`. */
export async function seasonOf(
  server: TestServer,
  divisions: [string, [string, string][]][],
  dates: { startDate?: string; endDate?: string } = {},
) {
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
