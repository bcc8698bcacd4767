import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TABLES } from '@darts/core/contract/data';
import { postImport, rowCounts, storedRows, wholeLeague, zipOf } from '#server-test/dataBuilders';
import { readZipEntries } from '#server/services/data/zipRead';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '#server-test/support';
import { buildDivision } from '#server-test/leagueBuilders';
import { TEST_NOW } from '#server-test/leagueServer';

type TeamRow = { doc: { seasons: { players: { name: string; gender?: string | null }[] }[] } };

/* The Data API over real HTTP: tables, export, import (round trip into an empty database), browse, view. */

describe.each(DIALECTS)('Data API on %s', (dialect) => {
  let source: TestServer;
  let admin: ApiClient;
  let exporter: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  beforeAll(async () => {
    source = await startServer(dialect, { now: () => TEST_NOW });
    admin = await source.signedIn('all', { name: 'Data Admin' });
    exporter = await source.signedIn(['exportData', 'importData', 'manageTeams'], { name: 'Exporter' });
    stranger = await source.signedIn(['manageGames']);
    ({ seasonId } = await wholeLeague(source, admin));
  });
  afterAll(async () => source.close());

  const exportZip = async (client: ApiClient, body: Record<string, unknown> = {}) => {
    const response = await client.post('/api/Data/Export', body);
    expect(response.status).toBe(200);
    return { zip: Buffer.from(response.body.result.zip, 'base64'), tables: response.body.result.tables };
  };

  describe('GET /api/Data/Tables', () => {
    it('answers 401 and 403, and each table with what the caller may do', async () => {
      expect((await source.client().get('/api/Data/Tables')).status).toBe(401);
      expect((await stranger.get('/api/Data/Tables')).status).toBe(403);
      const tables = (await exporter.get('/api/Data/Tables')).body as { name: string; canExport: boolean; canImport: boolean }[];
      expect(tables.map((t) => t.name)).toEqual([...DATA_TABLES]);
      expect(tables.find((t) => t.name === 'team')).toMatchObject({ canExport: true, canImport: true });
      expect(tables.find((t) => t.name === 'game')).toMatchObject({ canExport: true, canImport: false });
      expect(tables.find((t) => t.name === 'user')).toMatchObject({ canExport: false, canImport: false });
      const all = (await admin.get('/api/Data/Tables')).body as { canExport: boolean; canImport: boolean }[];
      expect(all.every((t) => t.canExport && t.canImport)).toBe(true);
    });
  });

  describe('POST /api/Data/Export', () => {
    it('answers 401, 403 and 400 naming the field', async () => {
      expect((await source.client().post('/api/Data/Export', {})).status).toBe(401);
      expect((await stranger.post('/api/Data/Export', {})).status).toBe(403);
      const bad = await admin.post('/api/Data/Export', { tables: { games: [] }, includeDeletedEntries: 'yes' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body).join(' ')).toMatch(/tables/i);
      expect(envelopeErrors(bad.body).join(' ')).toMatch(/deleted/i);
      const accounts = await exporter.post('/api/Data/Export', { tables: { user: [] } });
      expect(accounts.status).toBe(403);
      expect(envelopeErrors(accounts.body)).toEqual(['Not permitted to export user']);
    });

    it('exports live rows only unless deleted entries are asked for, and only the ids asked for', async () => {
      const live = await exportZip(admin, {});
      const withDeleted = await exportZip(admin, { includeDeletedEntries: true });
      expect(withDeleted.tables.game).toBe(live.tables.game + 1);
      const games = (await source.ctx.repos.games.list()).map((g) => g.id);
      const one = await exportZip(admin, { tables: { game: [games[0]] } });
      expect(one.tables).toEqual({ game: 1 });
    });

    it("writes meta.json: when, by whom, from where, and what was asked for (a partial export's ids)", async () => {
      const metaOf = async (zip: Buffer) => JSON.parse((await readZipEntries(zip)).get('meta.json')!.toString('utf8'));
      const games = (await source.ctx.repos.games.list()).map((g) => g.id);
      const partial = await exportZip(admin, { tables: { game: [games[0]], division: [] } });
      expect(await metaOf(partial.zip)).toEqual({
        created: TEST_NOW.toISOString(),
        version: 'darts-1',
        creator: 'Data Admin',
        hostname: expect.any(String),
        requestedTables: { game: [games[0]], division: [] },
      });
      expect((await metaOf((await exportZip(admin)).zip)).requestedTables).toEqual({});
    });

    it('leaves accounts, sessions and photos\' bytes out of a whole export without every flag', async () => {
      const mine = await exportZip(exporter);
      expect(Object.keys(mine.tables)).not.toContain('user');
      expect(Object.keys(mine.tables)).toEqual(
        DATA_TABLES.filter((t) => t !== 'user' && t !== 'session' && t !== 'photo_blob'),
      );
      const names = [...(await readZipEntries(mine.zip)).keys()];
      expect(names.filter((n) => /^(user|session|photo_blob)\//.test(n))).toEqual([]);
      const everything = await exportZip(admin);
      expect(everything.tables.user).toBeGreaterThan(0);
      expect(everything.tables.photo_blob).toBe(1);
      const someone = (await source.ctx.repos.users.list())[0]!;
      expect((await exporter.get(`/api/Data/View/user/${someone.id}`)).status).toBe(403);
      expect((await admin.get(`/api/Data/View/user/${someone.id}`)).status).toBe(200);
    });
  });

  describe('POST /api/Data/Import', () => {
    let target: TestServer;
    let targetAdmin: ApiClient;
    beforeAll(async () => {
      target = await startServer(dialect, { now: () => TEST_NOW });
      targetAdmin = await target.signedIn('all', { name: 'Restorer' });
    });
    afterAll(async () => target.close());

    it('answers 401, 403 and 400 naming the field, or the missing zip', async () => {
      const { zip } = await exportZip(admin);
      expect((await postImport(target.client(), {}, zip)).status).toBe(401);
      expect((await postImport(await target.signedIn(['exportData']), {}, zip)).status).toBe(403);
      const bad = await postImport(targetAdmin, { dryRun: 'maybe', tables: 'teams' }, zip);
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body).join(' ')).toMatch(/dry ?run/i);
      expect(envelopeErrors(bad.body).join(' ')).toMatch(/tables/i);
      const none = await postImport(targetAdmin, { dryRun: 'false' }, null);
      expect(envelopeErrors(none.body)).toEqual(['No zip file provided']);
    });

    it('a dry run (the default) reports what it would import and writes nothing', async () => {
      const before = await rowCounts(target.ctx);
      const { zip, tables } = await exportZip(admin, { includeDeletedEntries: true });
      const response = await postImport(targetAdmin, {}, zip);
      expect(response.status).toBe(200);
      expect(response.body.messages[0]).toMatch(/^Processing data from \S+ exported on 22 Nov 2026 by Data Admin$/);
      expect(response.body.messages).toContain(`DRY RUN: Importing data into game (${tables.game} record/s)`);
      // Sessions come back only when chosen by name (restorerKept.test.ts).
      const exported = Object.fromEntries(Object.entries(tables).filter(([t, n]) => n !== 0 && t !== 'session'));
      expect(response.body.result.tables).toEqual(exported);
      expect(await rowCounts(target.ctx)).toEqual(before);
    });

    it('refuses a wrong password, and imports with the right one', async () => {
      const { zip } = await exportZip(admin, { password: 'open sesame', tables: { division: [] } });
      expect(zip.includes(Buffer.from('Premier'))).toBe(false);
      const wrong = await postImport(targetAdmin, { password: 'open says me' }, zip);
      expect(wrong.status).toBe(400);
      expect(envelopeErrors(wrong.body)).toEqual(['Password is incorrect']);
      expect(envelopeErrors((await postImport(targetAdmin, {}, zip)).body)).toEqual([
        'This export is protected by a password: enter the password it was exported with',
      ]);
      const right = await postImport(targetAdmin, { password: 'open sesame' }, zip);
      expect(right.body.result.tables).toEqual({ division: 1 });
    });

    it('refuses to purge from a partial export', async () => {
      const games = (await source.ctx.repos.games.list()).map((g) => g.id);
      const { zip } = await exportZip(admin, { tables: { game: [games[0]] } });
      const response = await postImport(targetAdmin, { purgeData: 'true', dryRun: 'false' }, zip);
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['Purge is not permitted for partial data exports']);
      expect(response.body.messages).toContain('This is a partial export of game');
      expect((await target.ctx.repos.games.listAll()).length).toBe(0);
    });

    it('gives back every row of every table, deleted ones too, nothing lost and nothing doubled', async () => {
      const { zip, tables } = await exportZip(admin, { includeDeletedEntries: true });
      const everyTable = { dryRun: 'false', tables: [...DATA_TABLES] };
      const response = await postImport(targetAdmin, everyTable, zip);
      expect(response.status).toBe(200);
      expect(response.body.messages).toContain(`Importing data into game (${tables.game} record/s)`);
      // Twice: replaced, never doubled.
      expect((await postImport(targetAdmin, everyTable, zip)).status).toBe(200);
      const from = await storedRows(source.ctx);
      const to = await storedRows(target.ctx);
      for (const table of DATA_TABLES) {
        for (const [id, row] of from[table]) expect(to[table].get(id), `${table}/${id}`).toEqual(row);
        if (table !== 'user' && table !== 'session') expect(to[table].size, table).toBe(from[table].size);
      }
      expect(from.game.size).toBe(2);
      const squads = [...from.team.values()].flatMap((t) => (t as TeamRow).doc.seasons.flatMap((s) => s.players));
      expect(squads.find((p) => p.name === 'Hattie Host')?.gender).toBe('female');
      expect(from.photo_blob.size).toBe(1);
      const league = await target.client().get(`/api/Division/Data?seasonId=${seasonId}`);
      expect(league.status).toBe(200);
    });

    it('purges only the tables the export held, then writes their rows', async () => {
      const extra = await buildDivision(target.ctx, { name: 'Extra' });
      const games = (await target.ctx.repos.games.listAll()).length;
      const { zip } = await exportZip(admin, { tables: { division: [] } });
      const response = await postImport(targetAdmin, { dryRun: 'false', purgeData: 'true' }, zip);
      expect(response.status).toBe(200);
      expect(response.body.messages).toContain('Purging data in division');
      expect(response.body.messages.some((m: string) => m.includes('Purging data in game'))).toBe(false);
      expect(await target.ctx.repos.divisions.get(extra.id)).toBeNull();
      expect((await target.ctx.repos.divisions.listAll()).length).toBe(1);
      expect((await target.ctx.repos.games.listAll()).length).toBe(games);
    });

    it('evicts the cached division data, so the league shows what was imported', async () => {
      const { zip } = await exportZip(admin, { tables: { division: [] } });
      const entries = new Map(await readZipEntries(zip));
      const [name, bytes] = [...entries].find(([n]) => n.startsWith('division/'))!;
      const row = JSON.parse(bytes.toString('utf8'));
      entries.set(name, Buffer.from(JSON.stringify({ ...row, doc: { ...row.doc, name: 'Renamed' } })));
      const data = () => target.client().get(`/api/Division/Data?seasonId=${seasonId}&divisionId=${row.id}`);
      expect((await data()).body.name).toBe('Premier');
      await postImport(targetAdmin, { dryRun: 'false' }, await zipOf(Object.fromEntries(entries)));
      expect((await data()).body.name).toBe('Renamed');
    });

    it('imports only the tables the importer may edit; accounts never without every flag', async () => {
      const { zip } = await exportZip(admin);
      const importer = await target.signedIn(['importData', 'manageTeams']);
      const response = await postImport(importer, { dryRun: 'true' }, zip);
      expect(Object.keys(response.body.result.tables)).toEqual(['team']);
      expect(response.body.warnings).toContain('Not permitted to import user: skipped');
    });
  });

  it('keeps the account of the person restoring when the zip holds their email under another id', async () => {
    const fresh = await startServer(dialect, { now: () => TEST_NOW });
    try {
      const restorer = await fresh.signedIn('all', { email: admin.email! });
      const { zip } = await exportZip(admin);
      const response = await postImport(restorer, { dryRun: 'false' }, zip);
      expect(response.status).toBe(200);
      expect(response.body.warnings).toContain(`Skipping the account of ${admin.email}: another account has this email`);
      expect((await restorer.get('/api/Data/Tables')).status).toBe(200);
      expect((await fresh.ctx.repos.games.listAll()).length).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  describe('GET /api/Data/Browse and View', () => {
    it('answers 401, 403, 400 and 404, naming the missing table or record', async () => {
      expect((await source.client().get('/api/Data/Browse/game/')).status).toBe(401);
      expect((await stranger.get('/api/Data/Browse/game/')).status).toBe(403);
      expect(envelopeErrors((await admin.get('/api/Data/Browse/')).body)).toEqual(['Table not supplied']);
      expect(envelopeErrors((await admin.get('/api/Data/Browse/games/')).body)).toEqual(['Table not found: games']);
      expect((await admin.get('/api/Data/Browse/game/?pageSize=1000')).status).toBe(400);
      expect((await exporter.get('/api/Data/Browse/user/')).status).toBe(403);
      expect(envelopeErrors((await admin.get('/api/Data/View/game/nope')).body)).toEqual(['Record not found']);
      expect((await source.client().get('/api/Data/View/game/nope')).status).toBe(401);
    });

    it('pages every row, deleted ones too, and views one as stored', async () => {
      const first = await admin.get('/api/Data/Browse/game/?pageSize=1');
      expect(first.body.result).toMatchObject({ table: 'game', page: 1, pageSize: 1, totalRows: 2 });
      const second = await admin.get('/api/Data/Browse/game/?pageSize=1&page=2');
      const rows = [...first.body.result.rows, ...second.body.result.rows];
      expect(rows.filter((r: { deleted: string | null }) => r.deleted).length).toBe(1);
      expect((await admin.get('/api/Data/Browse/team')).body.result.pageSize).toBe(10);
      const view = await exporter.get(`/api/Data/View/game/${rows[0].id}`);
      expect(view.body.result).toMatchObject({ id: rows[0].id, doc: { date: rows[0].date } });
    });
  });
});
