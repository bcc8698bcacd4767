import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketInfo } from '@darts/core/contract/live';
import { MemoryLiveBus } from './bus';
import { LiveHub } from './hub';
import { RedisSocketDirectory, type SocketDirectory } from './socketDirectory';
import { MemoryLiveStore } from './store';

const REDIS = process.env.TEST_REDIS_URL;

const info = (id: string, subscriptions: string[] = []): SocketInfo => ({
  id,
  userName: null,
  originatingUrl: 'http://localhost/live',
  connected: new Date().toISOString(),
  lastReceipt: null,
  lastSent: null,
  receivedMessages: 0,
  sentMessages: 0,
  subscriptions,
});

describe.skipIf(!REDIS)('RedisSocketDirectory', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS!);
  });
  afterAll(() => redis.disconnect());

  it("lists the other instances' sockets, follows changes, and forgets a closed instance", async () => {
    const a = new RedisSocketDirectory(redis);
    const b = new RedisSocketDirectory(redis);
    a.start(randomUUID(), () => []);
    b.start(randomUUID(), () => []);
    const socketId = randomUUID();
    const mine = async () => (await b.others()).filter((s) => s.id === socketId);

    a.put(info(socketId));
    expect(await mine()).toEqual([info(socketId)].map((s) => ({ ...s, connected: expect.any(String) })));
    a.put({ ...info(socketId, ['Sayg:x']) });
    expect((await mine())[0]?.subscriptions).toEqual(['Sayg:x']);
    a.remove(socketId);
    expect(await mine()).toEqual([]);
    expect((await a.others()).some((s) => s.id === socketId)).toBe(false);

    a.put(info(socketId));
    expect(await mine()).toHaveLength(1);
    await a.close();
    expect(await mine()).toEqual([]);
    await b.close();
  });

  it('drops the sockets of an instance that died once its heartbeat expires', async () => {
    const instanceId = randomUUID();
    const dead = new RedisSocketDirectory(redis, { heartbeatMs: 60_000, ttlSeconds: 1 });
    const socketId = randomUUID();
    dead.start(instanceId, () => [info(socketId)]);
    const reader = new RedisSocketDirectory(redis);
    expect((await reader.others()).some((s) => s.id === socketId)).toBe(true);
    // The instance stops without cleaning up (a crash): no heartbeat, no close.
    clearInterval((dead as unknown as { timer: NodeJS.Timeout }).timer);
    await expect
      .poll(async () => (await reader.others()).some((s) => s.id === socketId), {
        timeout: 4000,
        interval: 250,
      })
      .toBe(false);
    expect(await redis.sismember('darts:live:sockets', instanceId)).toBe(0);
  });
});

describe('the socket list across instances', () => {
  const connection = { send: () => undefined, close: () => undefined };
  const directory = (others: () => Promise<SocketInfo[]>): SocketDirectory => ({
    start: () => undefined,
    put: () => undefined,
    remove: () => undefined,
    others,
    close: async () => undefined,
  });

  it("merges the other instances' sockets with this one's, oldest first", async () => {
    const far = { ...info('far'), connected: '2000-01-01T00:00:00.000Z' };
    const hub = new LiveHub(
      new MemoryLiveStore(),
      new MemoryLiveBus(),
      () => new Date(),
      directory(async () => [far]),
    );
    const here = hub.connect(connection, { userName: 'Here', originatingUrl: null, address: '127.0.0.1' });
    expect((await hub.listAllSockets()).map((s) => s.id)).toEqual(['far', here]);
    expect(hub.listSockets().map((s) => s.id)).toEqual([here]);
  });

  it("lists this instance's sockets when Redis fails or does not answer", async () => {
    const hub = new LiveHub(
      new MemoryLiveStore(),
      new MemoryLiveBus(),
      () => new Date(),
      directory(() => Promise.reject(new Error('down'))),
    );
    const here = hub.connect(connection, { userName: 'Here', originatingUrl: null, address: '127.0.0.1' });
    expect((await hub.listAllSockets()).map((s) => s.id)).toEqual([here]);

    const silent = { smembers: () => new Promise(() => undefined) } as unknown as Redis;
    const stuck = new RedisSocketDirectory(silent, { readTimeoutMs: 50 });
    await expect(stuck.others()).rejects.toThrow('Redis did not answer');
  });
});
