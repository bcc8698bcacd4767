import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketInfo } from '@darts/core/contract/live';
import { LiveTestClient } from '#server-test/liveClient';
import { seedDemo } from '#server/seed/demo';
import { startServer, type TestServer } from '#server-test/support';
import { postImport, zipOf } from '#server-test/dataBuilders';
import { buildDivision, buildSeason } from '#server-test/leagueBuilders';
import { readZipEntries } from '#server/services/data/zipRead';
import { STARTED_MATCH } from '#server-test/saygBuilders';

const REDIS = process.env.TEST_REDIS_URL;
const match = STARTED_MATCH;

describe.skipIf(!REDIS)('two instances through Redis', () => {
  let first: Awaited<ReturnType<typeof startServer>>;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer('sqlite', { config: { REDIS_URL: REDIS! } });
    second = await startServer('sqlite', { config: { REDIS_URL: REDIS! }, sharedDatabase: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a spectator on one instance sees a scorer on the other, by socket and by polling', async () => {
    const scorer = first.client();
    const sayg = (await scorer.post('/api/Sayg', match)).body.result;
    const spectator = await second.signedIn(['useWebSockets']);
    const socket = await LiveTestClient.connect(second.url, spectator.cookie);
    socket.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    await socket.next((m) => m.type === 'Subscribed');

    await scorer.post(
      `/api/Live/Update/${sayg.id}/sayg`,
      { ...match, yourName: 'Across instances' },
      { 'x-sayg-token': sayg.editToken },
    );
    const update = await socket.next((m) => m.type === 'Update' && m.data.yourName === 'Across instances');
    expect(update.id).toBe(sayg.id);

    const polled = await spectator.get(`/api/Live/Update/${sayg.id}/sayg`);
    expect(polled.body.result.data.yourName).toBe('Across instances');
    const watch = (await second.client().get(`/api/Live/Watch/${sayg.id}`)).body;
    expect(watch).toHaveLength(1);
    socket.close();
  });

  it('an administrator on one instance can close a socket held by the other', async () => {
    const spectator = await second.signedIn(['useWebSockets']);
    const socket = await LiveTestClient.connect(second.url, spectator.cookie);
    socket.send({ type: 'Marco' });
    await socket.next((m) => m.type === 'Polo');
    const socketId = second.ctx.live.listSockets().at(-1)!.id;
    const admin = await first.signedIn(['manageSockets']);
    expect((await admin.delete(`/api/Live/Socket/${socketId}`)).status).toBe(200);
    expect((await socket.waitClosed()).code).toBe(4000);
  });

  it('an administrator on one instance lists the sockets of the other, until they close', async () => {
    const sayg = (await first.client().post('/api/Sayg', match)).body.result;
    const spectator = await first.signedIn(['useWebSockets'], { name: 'Far Spectator' });
    const socket = await LiveTestClient.connect(first.url, spectator.cookie);
    socket.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    await socket.next((m) => m.type === 'Subscribed');
    const socketId = first.ctx.live.listSockets().at(-1)!.id;
    expect(second.ctx.live.listSockets().some((s) => s.id === socketId)).toBe(false);

    const admin = await second.signedIn(['manageSockets']);
    const listed = async () => {
      const response = await admin.get('/api/Live/Sockets');
      expect(response.status).toBe(200);
      return (response.body as SocketInfo[]).find((s) => s.id === socketId);
    };
    await expect.poll(listed, { timeout: 2000 }).toMatchObject({
      userName: 'Far Spectator',
      originatingUrl: `${first.url}/live/match`,
      subscriptions: [`Sayg:${sayg.id.toLowerCase()}`],
    });
    const entry = (await listed())!;
    expect(Object.keys(entry).sort()).toEqual(Object.keys(first.ctx.live.listSockets().at(-1)!).sort());
    // Counters are as of the last write: the subscription here, or a heartbeat since.
    expect(entry.receivedMessages).toBeGreaterThanOrEqual(1);
    expect(entry.sentMessages).toBeGreaterThanOrEqual(1);

    socket.close();
    await socket.waitClosed();
    await expect.poll(listed, { timeout: 2000 }).toBeUndefined();
  });

  it("a write on one instance evicts the other instance's cached division data", async () => {
    const demo = await seedDemo(first.ctx);
    const divisionId = demo.divisionIds[0]!;
    const path = `/api/Division/Data?divisionId=${divisionId}&seasonId=${demo.seasonId}`;
    const before = await second.client().get(path);
    expect(before.body.name).toBe('Premier Division');
    expect(second.ctx.divisionCache.size).toBeGreaterThan(0);

    const admin = await first.signedIn(['manageDivisions']);
    const division = (await admin.get(`/api/Division/${divisionId}`)).body;
    const renamed = await admin.put('/api/Division', {
      id: divisionId,
      name: 'Premier League',
      superleague: false,
      lastUpdated: division.updated,
    });
    expect(renamed.status).toBe(200);
    await expect
      .poll(async () => (await second.client().get(path)).body.name, { timeout: 2000 })
      .toBe('Premier League');
  });

  it("an import on one instance evicts the other instance's cached division data", async () => {
    const heard = second.ctx.divisionCache.generation;
    const division = await buildDivision(first.ctx, { name: 'Cup Division' });
    const season = await buildSeason(first.ctx, { divisionIds: [division.id] });
    // The two writes' evictions reach the second instance before it caches anything.
    await expect
      .poll(() => second.ctx.divisionCache.generation, { timeout: 2000 })
      .toBeGreaterThanOrEqual(heard + 2);
    const path = `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`;
    expect((await second.client().get(path)).body.name).toBe('Cup Division');
    expect(second.ctx.divisionCache.size).toBeGreaterThan(0);

    // The division's row exported, renamed in the zip, and imported on the first instance.
    const admin = await first.signedIn('all');
    const exported = await admin.post('/api/Data/Export', { tables: { division: [division.id] } });
    const entries = new Map(await readZipEntries(Buffer.from(exported.body.result.zip, 'base64')));
    const name = `division/${division.id}.json`;
    const row = JSON.parse(entries.get(name)!.toString('utf8'));
    entries.set(name, Buffer.from(JSON.stringify({ ...row, doc: { ...row.doc, name: 'Renamed Cup' } })));
    const imported = await postImport(admin, { dryRun: 'false' }, await zipOf(Object.fromEntries(entries)));
    expect(imported.status).toBe(200);

    await expect
      .poll(async () => (await second.client().get(path)).body.name, { timeout: 2000 })
      .toBe('Renamed Cup');
  });
});
