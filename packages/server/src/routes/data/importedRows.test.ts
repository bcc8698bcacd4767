import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_VERSION } from '@darts/core/contract/data';
import { tournament } from '@darts/core/league/testBuilders';
import { postImport, rowCounts, zipOf } from '#server-test/dataBuilders';
import { buildDivision, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { TEST_NOW } from '#server-test/leagueServer';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '#server-test/support';

/*
 * What an imported row may hold, found by probing the running server: rows that would overflow
 * the stack, duplicate a record under a capitalised id, or store control characters and
 * non-dates are refused with the row named, and nothing is written (on either database).
 */

const meta = JSON.stringify({
  created: TEST_NOW.toISOString(),
  version: DATA_EXPORT_VERSION,
  creator: 'Someone',
  hostname: 'league.example',
  requestedTables: {},
});

const NOTHING = 'Nothing was imported: the zip holds rows that are not valid';

describe.each(DIALECTS)('Imported rows on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let division: Awaited<ReturnType<typeof buildDivision>>;
  let seasonId: string;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => TEST_NOW });
    admin = await server.signedIn('all');
    division = await buildDivision(server.ctx, { name: 'Premier' });
    seasonId = (await buildSeason(server.ctx, { divisionIds: [division.id] })).id;
  });
  afterAll(async () => server.close());

  const stamp = TEST_NOW.toISOString();
  const row = (id: string, doc: unknown, columns: Record<string, unknown> = {}) =>
    JSON.stringify({ id, created: stamp, author: null, updated: stamp, editor: null, deleted: null, remover: null, doc, ...columns });
  const divisionRow = (id: string, name: string, columns: Record<string, unknown> = {}) =>
    row(id, { ...division.doc, name }, columns);
  const importZip = async (files: Record<string, string>) =>
    postImport(admin, { dryRun: 'false' }, await zipOf({ 'meta.json': meta, ...files }));
  const errorsOf = (body: { messages: string[] }) => body.messages.filter((m) => m.startsWith('ERROR: '));

  /** A tournament row whose round chain is `depth` rounds deep, written as text (too deep to stringify). */
  function tournamentRow(id: string, depth: number) {
    const round = '{"name":"R","matches":[],"matchOptions":[],"nextRound":'.repeat(depth) + 'null' + '}'.repeat(depth);
    // Random notes keep the zip from packing too tightly to be taken for an export.
    const notes = randomBytes(3000).toString('base64');
    return row(id, { ...tournamentDoc(), notes, round: '<round>' }).replace('"<round>"', round);
  }
  /** A tournament's stored body: core's test tournament without its id and audit stamps. */
  function tournamentDoc() {
    const { id: _id, deleted: _deleted, ...doc } = tournament('', '2026-12-01', { seasonId, address: 'The Bell' });
    return doc;
  }

  it('refuses a tournament whose rounds nest thousands deep, without an unexpected error', async () => {
    const id = '00000000-0000-4000-8000-00000000d00d';
    const before = await rowCounts(server.ctx);
    const response = await importZip({ [`tournament/${id}.json`]: tournamentRow(id, 5000) });
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([NOTHING]);
    expect(errorsOf(response.body)).toEqual([`ERROR: tournament ${id}: Rounds must have at most 9 rounds`]);
    expect(await rowCounts(server.ctx)).toEqual(before);
    // A bracket of real depth still imports.
    const ok = await importZip({ [`tournament/${id}.json`]: tournamentRow(id, 4) });
    expect(ok.status).toBe(200);
  });

  it('keeps a capitalised GUID as the record it names, not a second record of it', async () => {
    const before = await rowCounts(server.ctx);
    const response = await importZip({
      [`division/${division.id.toUpperCase()}.json`]: divisionRow(division.id.toUpperCase(), 'Premier Renamed'),
    });
    expect(response.status).toBe(200);
    expect(await rowCounts(server.ctx)).toEqual(before);
    expect((await server.ctx.repos.divisions.get(division.id))!.doc.name).toBe('Premier Renamed');
    expect((await admin.get(`/api/Data/Browse/division`)).body.result.totalRows).toBe(before.division);
  });

  it('counts one id written in two cases as one id listed twice', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    const response = await importZip({
      [`division/${id}.json`]: divisionRow(id, 'One'),
      [`division/${id.toUpperCase()}.json`]: divisionRow(id.toUpperCase(), 'Two'),
    });
    expect(response.status).toBe(400);
    expect(errorsOf(response.body)).toEqual([`ERROR: division ${id.toUpperCase()}: The id is used by another row too`]);
    expect(await server.ctx.repos.divisions.get(id)).toBeNull();
  });

  it('refuses control characters in texts and stamps that are not instants, naming each row', async () => {
    const ids = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000c3'];
    const before = await rowCounts(server.ctx);
    const response = await importZip({
      [`division/${ids[0]}.json`]: divisionRow(ids[0]!, 'Nul\u0000Division'),
      [`division/${ids[1]}.json`]: divisionRow(ids[1]!, 'Fine', { author: 'x\u001b[31m', created: 'not a date' }),
      [`division/${ids[2]}.json`]: divisionRow(ids[2]!, 'Fine', { updated: 'yesterday', deleted: '' }),
    });
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([NOTHING]);
    expect(errorsOf(response.body)).toEqual([
      `ERROR: division ${ids[0]}: Name must not contain control characters`,
      `ERROR: division ${ids[1]}: Created must be a date and time`,
      `ERROR: division ${ids[1]}: Author must not contain control characters`,
      `ERROR: division ${ids[2]}: Updated must be a date and time`,
      `ERROR: division ${ids[2]}: Deleted must be a date and time`,
    ]);
    expect(await rowCounts(server.ctx)).toEqual(before);
  });

  it("words each bad field for a person, naming the row's table and id (or its place)", async () => {
    const team = await buildTeam(server.ctx, { seasonId, divisionId: division.id, players: ['Ann', 'Bea'] });
    const doc = structuredClone(team.doc) as unknown as { seasons: { players: Record<string, unknown>[] }[] };
    doc.seasons[0]!.players[0]!.captain = 'yes';
    delete doc.seasons[0]!.players[1]!.name;
    const before = await rowCounts(server.ctx);
    const response = await importZip({
      [`team/${team.id}.json`]: row(team.id, doc),
      'division/no-id.json': JSON.stringify({ ...JSON.parse(divisionRow('x', 'Nameless')), id: undefined }),
    });
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([NOTHING]);
    expect(errorsOf(response.body)).toEqual([
      'ERROR: division row 1: The id is required',
      `ERROR: team ${team.id}: Season 1 player 1 captain must be true or false`,
      `ERROR: team ${team.id}: Season 1 player 2 name is required`,
    ]);
    expect(await rowCounts(server.ctx)).toEqual(before);
  });

  it('keeps line breaks and tabs of a multi-line text', async () => {
    const id = '00000000-0000-4000-8000-0000000000c4';
    const response = await importZip({ [`division/${id}.json`]: divisionRow(id, 'Two\nlines\tand a tab') });
    expect(response.status).toBe(200);
    expect((await server.ctx.repos.divisions.get(id))!.doc.name).toBe('Two\nlines\tand a tab');
  });

});
