import yazl from 'yazl';
import { EMPTY_ID } from '@darts/core/contract/common';
import { DATA_TABLES, type DataTable } from '@darts/core/contract/data';
import type { AppContext } from '#server/context';
import { documentRepository } from '#server/services/data/tables';
import { buildDivision, buildGame, buildMatch, buildSeason, buildTeam, squadOf } from './leagueBuilders';
import { fivePlayers } from './leagueServer';
import { makeImage, postPhoto } from './scorecardBuilders';
import type { ApiClient, ApiResponse, TestServer } from './support';
import { savedBracket } from './tournamentBuilders';

/*
 * Data export and import tests: a league with a row in every table (and a deleted one), the
 * import form posted as a browser posts it, and every table's rows as stored.
 */

/** Fills every table: divisions, season, teams (a player with a gender), games (one deleted, one with a photo), tournament, sayg, note, template, feature, error. */
export async function wholeLeague(server: TestServer, admin: ApiClient): Promise<{ seasonId: string }> {
  const ctx = server.ctx;
  const division = await buildDivision(ctx, { name: 'Premier' });
  const season = await buildSeason(ctx, { divisionIds: [division.id] });
  const team = (name: string, prefix: string) =>
    buildTeam(ctx, { name, seasonId: season.id, divisionId: division.id, players: fivePlayers(prefix) });
  const home = await team('Hosts', 'Hal');
  const away = await team('Guests', 'Gus');
  // A player with a gender (docs/decisions/024), added as the player dialog adds one.
  const gendered = await admin.post(`/api/Player/${season.id}/${home.id}/${EMPTY_ID}`, {
    name: 'Hattie Host',
    gender: 'Female',
  });
  if (gendered.status !== 200) throw new Error(`player failed: ${JSON.stringify(gendered.body)}`);
  const game = await buildGame(ctx, {
    seasonId: season.id,
    divisionId: division.id,
    date: '2026-10-01',
    home,
    away,
    matches: [buildMatch(squadOf(home).slice(0, 1), squadOf(away).slice(0, 1), 3, 1)],
  });
  const gone = await buildGame(ctx, {
    seasonId: season.id,
    divisionId: division.id,
    date: '2026-10-08',
    home: away,
    away: home,
  });
  await ctx.repos.games.softDelete(gone, { name: 'Tester', now: ctx.now() });
  const photo = await postPhoto(
    admin,
    '/api/Scores/Photo',
    { id: game.id },
    { bytes: await makeImage(40, 30) },
  );
  if (photo.status !== 200) throw new Error(`photo failed: ${JSON.stringify(photo.body)}`);
  await savedBracket(admin, season.id);
  const sayg = await admin.post('/api/Sayg', {
    yourName: 'Alice',
    opponentName: 'Bob',
    startingScore: 501,
    numberOfLegs: 3,
    legs: {},
  });
  const note = await admin.post('/api/Note', {
    date: '2026-10-01',
    note: 'Cup night',
    seasonId: season.id,
    divisionId: division.id,
  });
  const template = await admin.put('/api/Template/', {
    name: 'Two teams',
    description: 'A and B',
    divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'B' }] }] }],
    sharedAddresses: [],
  });
  const error = await admin.put('/api/Error', {
    source: 'UI',
    message: 'Oops',
    stack: ['at x'],
    type: 'TypeError',
  });
  for (const answer of [sayg, note, template, error])
    if (answer.status !== 200) throw new Error(`setup failed: ${JSON.stringify(answer.body)}`);
  return { seasonId: season.id };
}

/** POSTs the import form as the browser does: the zip (field `zip`) and text fields (`tables` may repeat). */
export function postImport(
  client: ApiClient,
  fields: Record<string, string | string[]>,
  zip: Buffer | null,
): Promise<ApiResponse> {
  const flat: [string, string][] = Object.entries(fields).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
  );
  return postForm(
    client,
    '/api/Data/Import',
    flat,
    zip ? { field: 'zip', bytes: zip, name: 'export.zip', type: 'application/zip' } : null,
  );
}

async function postForm(
  client: ApiClient,
  path: string,
  fields: [string, string][],
  file: { field: string; bytes: Buffer; name: string; type: string } | null,
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
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

/** Every row of every table as stored (documents parsed, photo bytes as base64), by id. */
export async function storedRows(ctx: AppContext): Promise<Record<DataTable, Map<string, unknown>>> {
  const all = {} as Record<DataTable, Map<string, unknown>>;
  for (const table of DATA_TABLES) {
    const rows = new Map<string, unknown>();
    if (table === 'photo_blob') {
      for (const blob of await ctx.repos.photoBlobs.page({ offset: 0, limit: 10_000 }))
        rows.set(blob.id, { ...blob, bytes: blob.bytes.toString('base64') });
    } else {
      for (const row of await documentRepository(ctx, table).rawPage({
        offset: 0,
        limit: 10_000,
        deleted: true,
      }))
        rows.set(row.id, { ...row, doc: JSON.parse(row.doc) });
    }
    all[table] = rows;
  }
  return all;
}

/** Row counts by table. */
export async function rowCounts(ctx: AppContext): Promise<Record<string, number>> {
  const rows = await storedRows(ctx);
  return Object.fromEntries(DATA_TABLES.map((t) => [t, rows[t].size]));
}

/** A zip of the given files, as an export or a hand-made (or broken) one. */
export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
