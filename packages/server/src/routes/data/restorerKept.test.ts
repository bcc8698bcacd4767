import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSIONS_NOT_CHOSEN } from '#server/services/data/import';
import { readZipEntries } from '#server/services/data/zipRead';
import { findUserByEmail } from '#server/services/accounts';
import { postImport, zipOf } from '#server-test/dataBuilders';
import { TEST_NOW } from '#server-test/leagueServer';
import { DIALECTS, startServer, type ApiClient, type TestServer } from '#server-test/support';

/*
 * An import never lowers nor replaces the importing administrator's own account, never purges
 * their session, and brings sessions back only when the session table is chosen
 * (services/data/import.ts, docs/decisions/027).
 */

describe.each(DIALECTS)('Import keeps the person restoring on %s', (dialect) => {
  let source: TestServer;
  let sourceAdmin: ApiClient;
  let target: TestServer;
  let restorer: ApiClient;
  beforeAll(async () => {
    source = await startServer(dialect, { now: () => TEST_NOW });
    sourceAdmin = await source.signedIn('all', { name: 'Old Admin' });
    await source.signedIn(['manageGames'], { name: 'Old Captain' });
    target = await startServer(dialect, { now: () => TEST_NOW });
  });
  beforeEach(async () => {
    restorer = await target.signedIn('all', { name: 'Restorer' });
  });
  afterAll(async () => Promise.all([source.close(), target.close()]));

  /** The source's accounts and sessions, plus the restorer's own account holding only exportData. */
  const accountsZip = async () => {
    const response = await sourceAdmin.post('/api/Data/Export', { tables: { user: [], session: [] } });
    const entries = new Map(await readZipEntries(Buffer.from(response.body.result.zip, 'base64')));
    const own = (await findUserByEmail(target.ctx, restorer.email!))!;
    const lowered = { ...own, doc: { ...own.doc, name: 'Lowered', access: { ...own.doc.access, manageAccess: false } } };
    entries.set(`user/${own.id}.json`, Buffer.from(JSON.stringify(lowered)));
    return { zip: await zipOf(Object.fromEntries(entries)), own };
  };

  it("skips the restorer's own account with a warning, and keeps them signed in through a purge", async () => {
    const { zip, own } = await accountsZip();
    const fields = { dryRun: 'false', purgeData: 'true', tables: ['user', 'session'] };
    const response = await postImport(restorer, fields, zip);
    expect(response.status).toBe(200);
    expect(response.body.warnings).toContain(`Skipping your own account (${restorer.email}): it stays as it is`);
    expect(response.body.result.tables).toEqual({ user: 2, session: 2 });
    expect((await target.ctx.repos.users.get(own.id))?.doc).toEqual(own.doc);
    const tables = await restorer.get('/api/Data/Tables');
    expect(tables.status).toBe(200);
    expect((tables.body as { canImport: boolean }[]).every((t) => t.canImport)).toBe(true);
    // The sessions chosen came back beside the restorer's own.
    expect(await target.ctx.repos.sessions.countAll()).toBe(3);
  });

  it('leaves sessions out unless the session table is chosen', async () => {
    const { zip } = await accountsZip();
    const before = await target.ctx.repos.sessions.countAll();
    const response = await postImport(restorer, { dryRun: 'false' }, zip);
    expect(response.status).toBe(200);
    expect(response.body.result.tables).toEqual({ user: 2 });
    expect(response.body.warnings).toContain(SESSIONS_NOT_CHOSEN);
    expect(await target.ctx.repos.sessions.countAll()).toBe(before);
    expect((await restorer.get('/api/Data/Tables')).status).toBe(200);
  });
});
