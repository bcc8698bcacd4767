import type { AccessFlag } from '@darts/core/contract/access';
import type { Dialect } from '#server/db/database';
import type { SeasonDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildDivision, buildSeason, buildTeam } from './leagueBuilders';
import { startServer, type ApiClient, type TestServer } from './support';

/** The date the league endpoint tests run on, unless they move the clock themselves. */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

/** Five players named `{prefix} 1` to `{prefix} 5`: a squad that can fill a scorecard. */
export const fivePlayers = (prefix: string) => [1, 2, 3, 4, 5].map((i) => `${prefix} ${i}`);

export interface LeagueServer {
  server: TestServer;
  /** Signed in with the flags the endpoints under test need (signed out when not asked for). */
  admin: ApiClient;
  /** Signed in with other flags only, the 403 case (signed out when not asked for). */
  stranger: ApiClient;
  /** The divisions made, in the order named. */
  divisionIds: string[];
  /** The first division (empty when none was made). */
  divisionId: string;
  /** The season holding every division (empty when none was made). */
  seasonId: string;
  /** The teams made, in the order given, each in the first division for the season. */
  teams: Stored<TeamDoc>[];
}

export interface LeagueServerOptions {
  admin?: { flags: AccessFlag[]; name: string };
  stranger?: AccessFlag[];
  /** Division names; a number makes that many with generated names. Default: one. */
  divisions?: string[] | number;
  /** The season's fields; false for no season. */
  season?: Partial<SeasonDoc> | false;
  /** Teams of five players: `[team name, player name prefix]`. */
  teams?: [string, string][];
  now?: () => Date;
}

/**
 * The set-up shared by the league endpoint tests: the real server on a throwaway database at
 * `TEST_NOW`, an admin and a stranger, divisions, a season holding them, and teams.
 */
export async function startLeagueServer(
  dialect: Dialect,
  options: LeagueServerOptions = {},
): Promise<LeagueServer> {
  const server = await startServer(dialect, { now: options.now ?? (() => TEST_NOW) });
  const admin = options.admin
    ? await server.signedIn(options.admin.flags, { name: options.admin.name })
    : server.client();
  const stranger = options.stranger ? await server.signedIn(options.stranger) : server.client();
  const names = options.divisions ?? 1;
  const divisionIds: string[] = [];
  for (const name of typeof names === 'number' ? Array<undefined>(names).fill(undefined) : names) {
    divisionIds.push((await buildDivision(server.ctx, name ? { name } : {})).id);
  }
  const divisionId = divisionIds[0] ?? '';
  const seasonId =
    options.season === false ? '' : (await buildSeason(server.ctx, { divisionIds, ...options.season })).id;
  const teams: Stored<TeamDoc>[] = [];
  for (const [name, prefix] of options.teams ?? []) {
    teams.push(await buildTeam(server.ctx, { name, seasonId, divisionId, players: fivePlayers(prefix) }));
  }
  return { server, admin, stranger, divisionIds, divisionId, seasonId, teams };
}
