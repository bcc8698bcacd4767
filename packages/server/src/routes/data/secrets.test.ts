import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_VALUE } from '@darts/core/contract/data';
import { readZipEntries } from '#server/services/data/zipRead';
import { findUserByEmail } from '#server/services/accounts';
import { TEST_NOW } from '#server-test/leagueServer';
import { DIALECTS, startServer, type ApiClient, type TestServer } from '#server-test/support';

/* The data browser never shows secrets (core data/secrets.ts, docs/decisions/027); exports keep them. */

describe.each(DIALECTS)('Data browser secrets on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let userId: string;
  let passwordHash: string;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => TEST_NOW });
    admin = await server.signedIn('all', { name: 'Data Admin' });
    const user = (await findUserByEmail(server.ctx, admin.email!))!;
    userId = user.id;
    passwordHash = user.doc.passwordHash;
  });
  afterAll(async () => server.close());

  it("views an account with its password hidden, the rest as stored", async () => {
    const view = await admin.get(`/api/Data/View/user/${userId}`);
    expect(view.status).toBe(200);
    expect(view.body.result.doc).toMatchObject({ name: 'Data Admin', passwordHash: HIDDEN_VALUE });
    expect(JSON.stringify(view.body)).not.toContain(passwordHash);
    const browse = await admin.get('/api/Data/Browse/user/');
    expect(browse.body.result.rows.map((r: { id: string }) => r.id)).toContain(userId);
    expect(JSON.stringify(browse.body)).not.toContain(passwordHash);
  });

  it("never shows a session's cookie token", async () => {
    const token = admin.cookie!.split('=')[1]!;
    const browse = await admin.get('/api/Data/Browse/session/');
    expect(browse.body.result.totalRows).toBe(1);
    const id = browse.body.result.rows[0].id as string;
    const view = await admin.get(`/api/Data/View/session/${id}`);
    expect(view.body.result.doc.userId).toBe(userId);
    expect(JSON.stringify([browse.body, view.body])).not.toContain(token);
  });

  it('exports the password as stored, so a restore signs people in', async () => {
    const response = await admin.post('/api/Data/Export', { tables: { user: [] } });
    const entries = await readZipEntries(Buffer.from(response.body.result.zip, 'base64'));
    const row = JSON.parse(entries.get(`user/${userId}.json`)!.toString('utf8'));
    expect(row.doc.passwordHash).toBe(passwordHash);
  });
});
