import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAYG_NOT_FOUND } from '@darts/core/contract/sayg';
import { TOURNAMENT_NOT_FOUND } from '@darts/core/contract/tournamentMessages';
import { LiveTestClient, type SocketSource } from '#server-test/liveClient';
import { overFairShare, tooManyForAddress, tooManySockets, type LiveLimits } from '#server/live/limits';
import { startServer, type ApiClient, type TestServer } from '#server-test/support';

// Two clients on one machine: each socket comes from a loopback address of its own (docs/decisions/038).
const match = { yourName: 'Alice', opponentName: 'Bob', startingScore: 501, numberOfLegs: 3, legs: {} };

async function liveServer(liveLimits: Partial<LiveLimits>, config: Record<string, string> = {}) {
  const server = await startServer('sqlite', { liveLimits, config });
  const spectator = await server.signedIn(['useWebSockets']);
  const records: string[] = [];
  for (let i = 0; i < 8; i += 1)
    records.push((await server.client().post('/api/Sayg', match)).body.result.id);
  return { server, spectator, records };
}

const subscribe = async (socket: LiveTestClient, id: string, dataType = 'Sayg') => {
  socket.send({ type: 'Subscribed', id, dataType });
  return socket.next((m) => m.id === id && (m.type === 'Subscribed' || m.type === 'Error'));
};

describe('live sockets per client address', () => {
  let server: TestServer;
  let spectator: ApiClient;
  let records: string[];
  const open: LiveTestClient[] = [];
  beforeAll(async () => {
    ({ server, spectator, records } = await liveServer({ socketsPerAddress: 3 }));
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await server.close();
  });

  const connect = async (source: SocketSource) => {
    const socket = await LiveTestClient.connect(server.url, spectator.cookie, source);
    open.push(socket);
    return socket;
  };

  it('refuses an address past its cap with 429, while another address still connects and subscribes', async () => {
    const flooder = { from: '127.0.0.2' };
    const held = [await connect(flooder), await connect(flooder), await connect(flooder)];
    expect(await LiveTestClient.upgradeStatus(server.url, spectator.cookie, server.url, flooder)).toBe(429);
    const visitor = await connect({ from: '127.0.0.3' });
    expect(await subscribe(visitor, records[0]!)).toMatchObject({ type: 'Subscribed' });
    expect(server.ctx.live.heldBy('127.0.0.2').sockets).toBe(3);
    // A closed socket frees its place.
    held[0]!.close();
    await expect.poll(() => server.ctx.live.heldBy('127.0.0.2').sockets).toBe(2);
    expect((await subscribe(await connect(flooder), records[1]!)).type).toBe('Subscribed');
  });

  it('holds no more than the cap when many open at once: the rest get 429, or 1008 with an Error message', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.4' }),
      ),
    );
    const opened = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    open.push(...opened);
    const refused = attempts.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
    expect(refused.every((reason) => reason.includes('429'))).toBe(true);
    await expect.poll(() => opened.filter((socket) => !socket.closed).length).toBe(3);
    for (const socket of opened.filter((s) => s.closed)) {
      expect(socket.closed!.code).toBe(1008);
      expect(socket.messages).toContainEqual(
        expect.objectContaining({ type: 'Error', message: tooManySockets(3) }),
      );
    }
    expect(server.ctx.live.heldBy('127.0.0.4').sockets).toBe(3);
  });
});

describe('live subscriptions per client address', () => {
  let server: TestServer;
  let spectator: ApiClient;
  let records: string[];
  beforeAll(async () => {
    ({ server, spectator, records } = await liveServer({
      subscriptionsPerSocket: 3,
      subscriptionsPerAddress: 4,
    }));
  });
  afterAll(async () => server.close());

  it('refuses a record that is not stored and holds nothing for it', async () => {
    const socket = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.5' });
    for (let i = 0; i < 10; i += 1) {
      expect(await subscribe(socket, randomUUID())).toMatchObject({ type: 'Error', message: SAYG_NOT_FOUND });
    }
    const tournament = randomUUID();
    expect(await subscribe(socket, tournament, 'Tournament')).toMatchObject({
      type: 'Error',
      message: TOURNAMENT_NOT_FOUND,
    });
    expect(server.ctx.live.heldBy('127.0.0.5')).toEqual({ sockets: 1, subscriptions: 0 });
    expect(server.ctx.live.held().subscriptions).toBe(0);
    socket.close();
  });

  it("counts an address's subscriptions over all its sockets; another address subscribes fine", async () => {
    const first = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.6' });
    const second = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.6' });
    for (const id of records.slice(0, 3)) expect((await subscribe(first, id)).type).toBe('Subscribed');
    expect((await subscribe(second, records[3]!)).type).toBe('Subscribed');
    expect(await subscribe(second, records[4]!)).toMatchObject({
      type: 'Error',
      message: tooManyForAddress(4),
    });
    const visitor = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.7' });
    for (const id of records.slice(2, 5)) expect((await subscribe(visitor, id)).type).toBe('Subscribed');
    // Unsubscribing frees a place for the address.
    first.send({ type: 'Unsubscribed', id: records[0], dataType: 'Sayg' });
    await first.next((m) => m.type === 'Unsubscribed');
    expect((await subscribe(second, records[4]!)).type).toBe('Subscribed');
    [first, second, visitor].forEach((socket) => socket.close());
  });
});

describe("past the instance's threshold", () => {
  let server: TestServer;
  let spectator: ApiClient;
  let records: string[];
  beforeAll(async () => {
    ({ server, spectator, records } = await liveServer({
      subscriptionsPerSocket: 10,
      subscriptionsPerAddress: 10,
      subscriptionsPerInstance: 4,
    }));
  });
  afterAll(async () => server.close());

  it('refuses only the address over its fair share, never a visitor under it', async () => {
    const flooder = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.8' });
    for (const id of records.slice(0, 4)) expect((await subscribe(flooder, id)).type).toBe('Subscribed');
    expect(await subscribe(flooder, records[4]!)).toMatchObject({ type: 'Error', message: overFairShare(4) });
    // Two addresses share 4: the visitor may hold 2 while the flooder, holding 4, may add none.
    const visitor = await LiveTestClient.connect(server.url, spectator.cookie, { from: '127.0.0.9' });
    for (const id of records.slice(4, 6)) expect((await subscribe(visitor, id)).type).toBe('Subscribed');
    expect(await subscribe(visitor, records[6]!)).toMatchObject({ type: 'Error', message: overFairShare(2) });
    expect(await subscribe(flooder, records[6]!)).toMatchObject({ type: 'Error', message: overFairShare(2) });
    flooder.close();
    await expect.poll(() => server.ctx.live.held().subscriptions).toBe(2);
    expect((await subscribe(visitor, records[6]!)).type).toBe('Subscribed');
    visitor.close();
  });
});

describe('one client flooding the live socket (the probe of issue 24)', () => {
  let server: TestServer;
  let spectator: ApiClient;
  let records: string[];
  beforeAll(async () => {
    // The probe filled 20,000 with 210 x 100 random ids; this flood of 200 x 21 would
    // have filled 4,000 before subscriptions were capped per address and random ids refused.
    ({ server, spectator, records } = await liveServer({ subscriptionsPerInstance: 4_000 }));
  }, 30_000);
  afterAll(async () => server.close());

  it('denies no visitor from another address', { timeout: 60_000 }, async () => {
    const source = { from: '127.0.1.1' };
    const attempts = await Promise.allSettled(
      Array.from({ length: 210 }, () => LiveTestClient.connect(server.url, spectator.cookie, source)),
    );
    const flood = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    await expect.poll(() => flood.filter((socket) => !socket.closed).length).toBe(200);
    const live = flood.filter((socket) => !socket.closed);
    for (const socket of live) {
      for (let i = 0; i < 20; i += 1) socket.send({ type: 'Subscribed', id: randomUUID(), dataType: 'Sayg' });
      socket.send({ type: 'Subscribed', id: records[0], dataType: 'Sayg' });
    }
    await expect
      .poll(
        () =>
          live.every(
            (s) => s.messages.filter((m) => m.type === 'Error' || m.type === 'Subscribed').length === 21,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(server.ctx.live.heldBy('127.0.1.1')).toEqual({ sockets: 200, subscriptions: 200 });
    const visitors = await Promise.all(
      ['127.0.2.1', '127.0.2.2', '127.0.2.3'].map((from) =>
        LiveTestClient.connect(server.url, spectator.cookie, { from }),
      ),
    );
    for (const visitor of visitors) {
      for (const id of records) expect((await subscribe(visitor, id)).type).toBe('Subscribed');
    }
    [...flood, ...visitors].forEach((socket) => socket.close());
  });
});
