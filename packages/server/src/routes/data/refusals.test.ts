import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_VERSION } from '@darts/core/contract/data';
import { postImport, rowCounts, zipOf } from '#server-test/dataBuilders';
import { entryEncrypter } from '#server/services/data/crypto';
import { readZipEntries } from '#server/services/data/zipRead';
import { buildDivision } from '#server-test/leagueBuilders';
import { TEST_NOW } from '#server-test/leagueServer';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '#server-test/support';

/* What an import refuses, with a clear message and nothing written. */

const meta = JSON.stringify({
  created: TEST_NOW.toISOString(),
  version: DATA_EXPORT_VERSION,
  creator: 'Someone',
  hostname: 'league.example',
  requestedTables: {},
});

/** Sets every central directory entry's declared unpacked size (a zip bomb's lie). */
function declareSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i + 46 <= copy.length; i++) if (copy.readUInt32LE(i) === 0x02014b50) copy.writeUInt32LE(size, i + 24);
  return copy;
}

describe.each(DIALECTS)('Data import refusals on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let division: Awaited<ReturnType<typeof buildDivision>>;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => TEST_NOW });
    admin = await server.signedIn('all');
    division = await buildDivision(server.ctx, { name: 'Premier' });
  });
  afterAll(async () => server.close());

  const row = (id: string, doc: unknown) =>
    JSON.stringify({ id, created: TEST_NOW.toISOString(), author: null, updated: TEST_NOW.toISOString(), editor: null, deleted: null, remover: null, doc });

  it('refuses a corrupt zip, a zip without meta.json and a zip bomb', async () => {
    const before = await rowCounts(server.ctx);
    const expectRefused = async (zip: Buffer, message: string) => {
      const response = await postImport(admin, { dryRun: 'false' }, zip);
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([message]);
    };
    await expectRefused(Buffer.from('PK not really a zip file at all'), 'The zip file is damaged or is not a zip file');
    const good = await zipOf({ 'meta.json': meta, [`division/${division.id}.json`]: row(division.id, { ...division.doc, name: 'Renamed' }) });
    await expectRefused(good.subarray(0, good.length - 30), 'The zip file is damaged or is not a zip file');
    await expectRefused(await zipOf({ 'division/x.json': '{}' }), 'Zip file does not contain a meta.json file');
    const bomb = /unpacks to more than 256 MB, or packs too tightly/;
    const tight = await postImport(admin, {}, await zipOf({ 'meta.json': meta, 'division/x.json': Buffer.alloc(5_000_000, 32) }));
    expect(envelopeErrors(tight.body)[0]).toMatch(bomb);
    const lying = await postImport(admin, {}, declareSize(good, 0xfffffff0));
    expect(envelopeErrors(lying.body)[0]).toMatch(bomb);
    expect(await rowCounts(server.ctx)).toEqual(before);
    expect((await server.ctx.repos.divisions.get(division.id))!.doc.name).toBe('Premier');
  });

  it("tells a meta.json that is text but no export's description so, never that the password is wrong", async () => {
    const before = await rowCounts(server.ctx);
    const notAnExport = ["The zip file's meta.json does not describe an export"];
    for (const text of ['{', '[]', '', JSON.stringify({ version: DATA_EXPORT_VERSION })]) {
      const response = await postImport(admin, {}, await zipOf({ 'meta.json': text, 'division/x.json': '{}' }));
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(notAnExport);
    }
    expect(await rowCounts(server.ctx)).toEqual(before);
  });

  it('refuses a form the multipart parser cannot read, and a body that is not a form', async () => {
    const before = await server.ctx.repos.errors.list();
    for (const body of ['not multipart at all', '--x\r\ncontent-disposition: form-data; name="zip"; filename="a.zip"\r\n\r\nPK']) {
      const response = await admin.request('POST', '/api/Data/Import', body, { 'content-type': 'multipart/form-data; boundary=x' });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['The upload is not a complete multipart/form-data body']);
    }
    const json = await admin.request('POST', '/api/Data/Import', '{}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(envelopeErrors(json.body)).toEqual(['Send the zip file as multipart/form-data']);
    expect(await server.ctx.repos.errors.list()).toHaveLength(before.length);
  });

  it('refuses an upload over 30 MB', async () => {
    const response = await postImport(admin, {}, Buffer.alloc(31 * 1024 * 1024, 1));
    expect(response.status).toBe(413);
    expect(envelopeErrors(response.body)).toEqual(['The zip file is larger than 30 MB']);
    // Sending 31 MB over loopback took over the usual 20 s once on a loaded 2-core CI machine.
  }, 60_000);

  it('reports every row that breaks its stored schema and writes nothing, not even the valid tables', async () => {
    const season = '00000000-0000-4000-8000-000000000001';
    const zip = await zipOf({
      'meta.json': meta,
      [`division/${division.id}.json`]: row(division.id, { ...division.doc, name: 'Renamed' }),
      [`season/${season}.json`]: row(season, { name: 42 }),
    });
    const response = await postImport(admin, { dryRun: 'false' }, zip);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual(['Nothing was imported: the zip holds rows that are not valid']);
    expect(response.body.messages.filter((m: string) => m.startsWith('ERROR: '))).toEqual([
      `ERROR: season ${season}: Name must be text`,
      `ERROR: season ${season}: Start date is required`,
      `ERROR: season ${season}: End date is required`,
      `ERROR: season ${season}: Divisions is required`,
    ]);
    expect((await server.ctx.repos.divisions.get(division.id))!.doc.name).toBe('Premier');
    expect(await server.ctx.repos.seasons.get(season)).toBeNull();
  });

  it('refuses a row holding 200,000 players as a row that is not valid, never a 500', async () => {
    const team = '00000000-0000-4000-8000-000000000003';
    // Ids of their own, so the zip packs like a real export's rows.
    const players = Array.from({ length: 200_000 }, () => ({ id: randomUUID() }));
    const zip = await zipOf({
      'meta.json': meta,
      [`team/${team}.json`]: row(team, { name: 'Crowd', seasons: [{ players }] }),
    });
    const response = await postImport(admin, { dryRun: 'false' }, zip);
    expect(response.status).toBe(400);
    expect(response.body.messages.filter((m: string) => m.startsWith('ERROR: '))).toEqual([
      `ERROR: team ${team}: Season 1 players has more than 100000 entries`,
    ]);
    expect(await server.ctx.repos.teams.get(team)).toBeNull();
  });

  it('lists an encrypted entry that was changed and writes nothing', async () => {
    const exported = await admin.post('/api/Data/Export', { password: 'pw', tables: { division: [] } });
    const entries = new Map(await readZipEntries(Buffer.from(exported.body.result.zip, 'base64')));
    const name = `division/${division.id}.json`;
    const changed = Buffer.from(entries.get(name)!);
    changed[changed.length - 1]! ^= 1;
    entries.set(name, changed);
    const response = await postImport(admin, { password: 'pw', dryRun: 'false' }, await zipOf(Object.fromEntries(entries)));
    expect(response.status).toBe(400);
    expect(response.body.messages.filter((m: string) => m.startsWith('ERROR: '))).toEqual([
      `ERROR: ${name}: cannot be decrypted`,
    ]);
  });

  it('refuses an entry sealed by a different export (another salt) with a 400, never deriving a key per entry', async () => {
    const exported = await admin.post('/api/Data/Export', { password: 'pw', tables: { division: [] } });
    const entries = new Map(await readZipEntries(Buffer.from(exported.body.result.zip, 'base64')));
    const model = entries.get(`division/${division.id}.json`)!;
    // 300 entries, each with a salt of its own (bytes 4 to 20 after the magic): a salt flood.
    for (let i = 0; i < 300; i++) {
      const flooded = Buffer.from(model);
      randomBytes(16).copy(flooded, 4);
      entries.set(`division/${randomUUID()}.json`, flooded);
    }
    const before = await rowCounts(server.ctx);
    const response = await postImport(admin, { password: 'pw', dryRun: 'false' }, await zipOf(Object.fromEntries(entries)));
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)[0]).toMatch(/^The zip file's division\/[0-9a-f-]+\.json was sealed by a different export$/);
    expect(await rowCounts(server.ctx)).toEqual(before);
  });

  it('refuses a sealed entry unpacking past the largest row before it is all unpacked or parsed, naming it', async () => {
    const seal = await entryEncrypter('pw');
    const note = randomUUID();
    // 40 MB of one note packs to some 40 kB: more than any row of the league (a photo's bytes).
    const doc = { seasonId: note, divisionId: null, date: '2026-10-01', note: 'a'.repeat(40 * 1024 * 1024) };
    const zip = await zipOf({ 'meta.json': seal(Buffer.from(meta)), [`note/${note}.json`]: seal(Buffer.from(row(note, doc))) });
    const response = await postImport(admin, { password: 'pw', dryRun: 'false' }, zip);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body)).toEqual([
      `The zip file's note/${note}.json unpacks to more than 32 MB, larger than any row of the league`,
    ]);
    expect(await server.ctx.repos.notes.get(note)).toBeNull();
  });

  it('refuses a table name it does not know in the form', async () => {
    const zip = await zipOf({ 'meta.json': meta });
    const response = await postImport(admin, { tables: 'division,fixtures' }, zip);
    expect(response.status).toBe(400);
    expect(envelopeErrors(response.body).join(' ')).toMatch(/tables/i);
  });
});
