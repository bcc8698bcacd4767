import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { SAYG_NOT_FOUND } from '@darts/core/contract/sayg';
import { TOURNAMENT_NOT_FOUND } from '@darts/core/contract/tournamentMessages';
import { overFairShare, tooManyForSocket } from '#server/live/limits';
import { startServer, type ApiClient, type TestServer } from '#server-test/support';

const match = { yourName: 'Alice', opponentName: 'Bob', startingScore: 501, numberOfLegs: 3, legs: {} };

describe('the live web socket cannot be opened from another origin', () => {
  let server: TestServer;
  let victim: ApiClient;
  let sayg: { id: string; editToken: string };
  beforeAll(async () => {
    server = await startServer('sqlite');
    victim = await server.signedIn(['useWebSockets', 'recordScoresAsYouGo']);
    sayg = (await server.client().post('/api/Sayg', match)).body.result;
  });
  afterAll(async () => server.close());

  it("refuses the upgrade with 403 from another port or subdomain, even with the visitor's cookie", async () => {
    const { port, hostname } = new URL(server.url);
    const otherPort = `http://${hostname}:${Number(port) + 1}`;
    const subdomain = `http://evil.localhost:${port}`;
    expect(await LiveTestClient.upgradeStatus(server.url, victim.cookie, otherPort)).toBe(403);
    expect(await LiveTestClient.upgradeStatus(server.url, victim.cookie, subdomain)).toBe(403);
    expect(await LiveTestClient.upgradeStatus(server.url, victim.cookie, 'null')).toBe(403);
    // Neither the application's header nor an Origin: refused, as a cross-site write is.
    expect(await LiveTestClient.upgradeStatus(server.url, victim.cookie, null)).toBe(403);
    expect(server.ctx.live.held().sockets).toBe(0);
  });

  it('accepts the upgrade from its own origin, where the signed-in scorer can publish', async () => {
    expect(await LiveTestClient.upgradeStatus(server.url, victim.cookie, server.url)).toBe(101);
    const socket = await LiveTestClient.connect(server.url, victim.cookie);
    socket.send({ type: 'Update', id: sayg.id, dataType: 'Sayg', data: { ...match, yourName: 'Own page' } });
    await expect
      .poll(async () => (await victim.get(`/api/Live/Update/${sayg.id}/sayg`)).body.result?.data.yourName)
      .toBe('Own page');
    socket.close();
  });
});

describe('live subscription limits', () => {
  let server: TestServer;
  let spectator: ApiClient;
  const records: string[] = [];
  const limits = { subscriptionsPerSocket: 3, subscriptionsPerInstance: 5 };
  beforeAll(async () => {
    server = await startServer('sqlite', { liveLimits: limits });
    spectator = await server.signedIn(['useWebSockets']);
    for (let i = 0; i < 8; i += 1)
      records.push((await server.client().post('/api/Sayg', match)).body.result.id);
  });
  afterAll(async () => server.close());

  const subscribe = async (socket: LiveTestClient, id: string) => {
    socket.send({ type: 'Subscribed', id, dataType: 'Sayg' });
    return socket.next((m) => m.id === id && (m.type === 'Subscribed' || m.type === 'Error'));
  };

  it('refuses subscriptions beyond the limit of one socket with an Error message', async () => {
    const socket = await LiveTestClient.connect(server.url, spectator.cookie);
    const ids = records.slice(0, 3);
    for (const id of ids) expect((await subscribe(socket, id)).type).toBe('Subscribed');
    // Following one again is no new subscription.
    expect((await subscribe(socket, ids[0]!)).type).toBe('Subscribed');
    const refused = await subscribe(socket, records[3]!);
    expect(refused).toMatchObject({ type: 'Error', dataType: 'Sayg', message: tooManyForSocket(3) });
    socket.send({ type: 'Unsubscribed', id: ids[0], dataType: 'Sayg' });
    await socket.next((m) => m.type === 'Unsubscribed');
    expect((await subscribe(socket, records[3]!)).type).toBe('Subscribed');
    socket.close();
    await socket.waitClosed();
  });

  it('refuses one address past its share of the instance, and frees what a closed socket held', async () => {
    await expect.poll(() => server.ctx.live.held().subscriptions).toBe(0);
    const first = await LiveTestClient.connect(server.url, spectator.cookie);
    const second = await LiveTestClient.connect(server.url, spectator.cookie);
    for (const id of records.slice(0, 3)) expect((await subscribe(first, id)).type).toBe('Subscribed');
    for (const id of records.slice(3, 5)) expect((await subscribe(second, id)).type).toBe('Subscribed');
    expect(await subscribe(second, records[5]!)).toMatchObject({ type: 'Error', message: overFairShare(5) });
    first.close();
    await first.waitClosed();
    await expect.poll(() => server.ctx.live.held().subscriptions).toBe(2);
    expect((await subscribe(second, records[5]!)).type).toBe('Subscribed');
    second.close();
  });
});

describe('a flood of subscriptions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => server.close());

  it('to records that are not stored holds nothing, and everything is freed when the socket closes', async () => {
    const spectator = await server.signedIn(['useWebSockets']);
    const socket = await LiveTestClient.connect(server.url, spectator.cookie);
    const flood = 150;
    for (let i = 0; i < flood; i += 1) {
      socket.send({ type: 'Subscribed', id: randomUUID(), dataType: i % 2 ? 'Sayg' : 'Tournament' });
    }
    // 150 lookups in the test's own process: a loaded CI machine once took over vitest's 1 s for them.
    await expect
      .poll(() => socket.messages.filter((m) => m.type === 'Subscribed' || m.type === 'Error').length, {
        timeout: 10_000,
      })
      .toBe(flood);
    const errors = socket.messages.filter((m) => m.type === 'Error').map((m) => m.message);
    expect(errors).toHaveLength(flood);
    expect(new Set(errors)).toEqual(new Set([SAYG_NOT_FOUND, TOURNAMENT_NOT_FOUND]));
    expect(server.ctx.live.held()).toEqual({ sockets: 1, rooms: 0, subscriptions: 0 });
    socket.close();
    await socket.waitClosed();
    await expect.poll(() => server.ctx.live.held()).toEqual({ sockets: 0, rooms: 0, subscriptions: 0 });
  });
});
