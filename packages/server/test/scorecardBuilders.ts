import sharp from 'sharp';
import type { AccessFlag } from '@darts/core/contract/access';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import { findUserByEmail } from '#server/services/accounts';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import type { Dialect } from '#server/db/database';
import { buildDivision, buildGame, buildSeason, buildTeam, squadOf } from './leagueBuilders';
import { fivePlayers, TEST_NOW } from './leagueServer';
import { startServer, type ApiClient, type ApiResponse, type TestServer } from './support';

/* Helpers for the scorecard and photo endpoint tests. */

type Player = { id: string; name: string };

/** A signed-in account with `flags` whose account team is `teamId` (a clerk with inputResults). */
export async function accountOfTeam(
  server: TestServer,
  teamId: string | null,
  flags: AccessFlag[] = ['inputResults'],
  name?: string,
): Promise<ApiClient> {
  const client = await server.signedIn(flags, name ? { name } : {});
  const user = (await findUserByEmail(server.ctx, client.email!))!;
  await server.ctx.repos.users.replace(user, { ...user.doc, teamId }, { name: 'x', now: server.ctx.now() });
  return client;
}

/** PUT /api/Scores/{id} as a person would: reads the fixture as `client`, saves with the token it was given. */
export async function saveScores(
  client: ApiClient,
  stored: Stored<FixtureDoc>,
  body: object,
): Promise<ApiResponse> {
  const read = (await client.get(`/api/Game/${stored.id}`)).body;
  return client.put(`/api/Scores/${stored.id}`, { ...body, lastUpdated: read.updated });
}

/**
 * A full scorecard between two squads of at least five: singles i is player i against player i,
 * pairs 5 and 6 and the triples use the first players. `scores` gives each match's legs.
 */
export function scorecard(
  home: Stored<TeamDoc>,
  away: Stored<TeamDoc>,
  scores: [number, number][] = [
    [3, 1],
    [3, 2],
    [1, 3],
    [3, 0],
    [0, 3],
    [2, 1],
    [1, 2],
    [2, 0],
  ],
  extra: Partial<RecordScoresInput> = {},
): RecordScoresInput {
  const h = squadOf(home);
  const a = squadOf(away);
  const sides: [Player[], Player[]][] = [
    ...[0, 1, 2, 3, 4].map((i): [Player[], Player[]] => [[h[i]!], [a[i]!]]),
    [
      [h[0]!, h[1]!],
      [a[0]!, a[1]!],
    ],
    [
      [h[2]!, h[3]!],
      [a[2]!, a[3]!],
    ],
    [
      [h[0]!, h[1]!, h[2]!],
      [a[0]!, a[1]!, a[2]!],
    ],
  ];
  return {
    matches: scores.map(([homeScore, awayScore], i) => ({
      homePlayers: sides[i]![0],
      awayPlayers: sides[i]![1],
      homeScore,
      awayScore,
    })),
    oneEighties: [h[0]!],
    over100Checkouts: [{ ...a[1]!, score: 112 }],
    home: { manOfTheMatch: a[0]!.id },
    away: { manOfTheMatch: h[1]!.id },
    ...extra,
  };
}

/** A division and season with three teams of five players, and fixtures between them. */
export interface ScoresLeague {
  divisionId: string;
  seasonId: string;
  /** Hosts (players Hal 1..5), Guests (Gus 1..5) and Others (Oz 1..5). */
  home: Stored<TeamDoc>;
  away: Stored<TeamDoc>;
  other: Stored<TeamDoc>;
  /** A new fixture, Hosts v Guests unless told, each on its own October date. */
  game(
    options?: { home?: Stored<TeamDoc>; away?: Stored<TeamDoc> } & Omit<Partial<FixtureDoc>, 'home' | 'away'>,
  ): Promise<Stored<FixtureDoc>>;
}

/** The league the scorecard tests play in. */
export async function scoresLeague(server: TestServer): Promise<ScoresLeague> {
  const ctx = server.ctx;
  const divisionId = (await buildDivision(ctx)).id;
  const seasonId = (await buildSeason(ctx, { divisionIds: [divisionId] })).id;
  const team = (name: string, prefix: string) =>
    buildTeam(ctx, { name, seasonId, divisionId, players: fivePlayers(prefix) });
  const home = await team('Hosts', 'Hal');
  const away = await team('Guests', 'Gus');
  const other = await team('Others', 'Oz');
  let day = 1;
  return {
    divisionId,
    seasonId,
    home,
    away,
    other,
    game: (options = {}) =>
      buildGame(ctx, {
        seasonId,
        divisionId,
        date: `2026-10-${String(day++).padStart(2, '0')}`,
        ...options,
        home: options.home ?? home,
        away: options.away ?? away,
      }),
  };
}

/**
 * A card of `home` v `away` with its players picked (as `scorecard`), the legs of the `scored`
 * matches by place and the rest unscored, no 180s nor hi-checks.
 */
export function playersPicked(
  home: Stored<TeamDoc>,
  away: Stored<TeamDoc>,
  scored: Record<number, [number, number]> = {},
): RecordScoresInput {
  const body = scorecard(home, away);
  body.matches = body.matches!.map((m, i) => ({
    ...m,
    homeScore: scored[i]?.[0] ?? null,
    awayScore: scored[i]?.[1] ?? null,
  }));
  return { ...body, oneEighties: [], over100Checkouts: [] };
}

/**
 * A fixture night: the card of `game` saved by `secretary` (manageScores and manageGames) with its
 * players picked, nothing scored and `boards` (none: no calls). Answers the card as saved.
 */
export async function cardOnBoards(
  secretary: ApiClient,
  league: Pick<ScoresLeague, 'home' | 'away'>,
  game: Stored<FixtureDoc>,
  boards: string[],
): Promise<{ id: string; updated: string; matches: { id: string }[] }> {
  const saved = await secretary.put(`/api/Scores/${game.id}`, {
    ...playersPicked(league.home, league.away),
    boards,
    lastUpdated: game.updated,
  });
  if (saved.status !== 200) throw new Error(`The card was not saved: ${JSON.stringify(saved.body)}`);
  return saved.body.result;
}

/** The scorecard tests' start: the server at `TEST_NOW`, a scores administrator and the league. */
export async function startScoresServer(
  dialect: Dialect,
): Promise<{ server: TestServer; admin: ApiClient; league: ScoresLeague }> {
  const server = await startServer(dialect, { now: () => TEST_NOW });
  const admin = await server.signedIn(['manageScores'], { name: 'Score Admin' });
  return { server, admin, league: await scoresLeague(server) };
}

/** A real image made by sharp: random pixels so the file is well over 1 kB. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 2463534242;
  for (let i = 0; i < pixels.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[i] = seed & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** POSTs a multipart upload as a browser would (with the app's X-UI-Url header). */
export async function postPhoto(
  client: ApiClient,
  path: string,
  fields: Record<string, string>,
  file: { field?: string; bytes: Buffer; name?: string; type?: string } | null,
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' });
    form.append(file.field ?? 'Photo', blob, file.name ?? 'photo.png');
  }
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-ui-url': `${client.baseUrl}/test`, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  const text = await response.text();
  const json =
    (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body: json };
}

/** GETs raw bytes (a photo) with the client's cookie. */
export async function getBytes(
  client: ApiClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
