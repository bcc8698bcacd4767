import type { Redis } from 'ioredis';
import type { SocketInfo } from '@darts/core/contract/live';

/**
 * The open sockets of every instance, for the administrators' list. Writes are fire-and-forget:
 * a failed one is repaired by the next heartbeat, and the socket itself never waits for Redis.
 */
export interface SocketDirectory {
  /** Starts refreshing this instance's entries (and their expiry) from its live sockets. */
  start(instanceId: string, snapshot: () => SocketInfo[]): void;
  /** Records a socket that opened or changed its subscriptions. */
  put(info: SocketInfo): void;
  /** Forgets a socket that closed. */
  remove(socketId: string): void;
  /** The sockets of the other instances still alive (their counters as of their last heartbeat). */
  others(): Promise<SocketInfo[]>;
  /** Stops the heartbeat and removes this instance's entries. */
  close(): Promise<void>;
}

export interface RedisSocketDirectoryOptions {
  /** How often the instance rewrites its entries (default 10 s). */
  heartbeatMs?: number;
  /** How long the entries of an instance outlive its last write (default 30 s: three heartbeats). */
  ttlSeconds?: number;
  /** How long a listing waits for Redis before it gives up (default 2 s). */
  readTimeoutMs?: number;
}

// The live store's prefix: entries are `darts:live:{type}:{id}`, so these cannot collide.
const INSTANCES = 'darts:live:sockets';
const hashOf = (instanceId: string) => `${INSTANCES}:${instanceId}`;
/** A field every live instance's hash keeps (its last heartbeat), so only an expired hash is empty. */
const HEARTBEAT = '~heartbeat';

/**
 * Several instances: a hash per instance (`darts:live:sockets:{instanceId}`, socket id → summary
 * JSON, plus the time of its last heartbeat) that expires unless the instance keeps writing it,
 * and a set of instance ids (`darts:live:sockets`) to find the hashes. An instance that died stops
 * refreshing its hash, which expires; the next listing drops the instance from the set.
 */
export class RedisSocketDirectory implements SocketDirectory {
  private instanceId = '';
  private timer: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number;
  private readonly ttlSeconds: number;
  private readonly readTimeoutMs: number;
  private readonly redis: Redis;

  constructor(redis: Redis, options: RedisSocketDirectoryOptions = {}) {
    this.redis = redis;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.ttlSeconds = options.ttlSeconds ?? 30;
    this.readTimeoutMs = options.readTimeoutMs ?? 2000;
  }

  start(instanceId: string, snapshot: () => SocketInfo[]): void {
    this.instanceId = instanceId;
    const beat = () => this.quietly(this.rewrite(snapshot(), new Date().toISOString()));
    beat();
    this.timer = setInterval(beat, this.heartbeatMs);
    this.timer.unref();
  }

  put(info: SocketInfo): void {
    if (!this.instanceId) return;
    const hash = hashOf(this.instanceId);
    this.quietly(
      this.redis
        .multi()
        .hset(hash, info.id, JSON.stringify(info))
        .expire(hash, this.ttlSeconds)
        .sadd(INSTANCES, this.instanceId)
        .exec(),
    );
  }

  remove(socketId: string): void {
    if (this.instanceId) this.quietly(this.redis.hdel(hashOf(this.instanceId), socketId));
  }

  async others(): Promise<SocketInfo[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), this.readTimeoutMs);
    });
    try {
      return await Promise.race([this.read(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.instanceId) return;
    await this.redis
      .multi()
      .del(hashOf(this.instanceId))
      .srem(INSTANCES, this.instanceId)
      .exec()
      .catch(() => undefined);
  }

  private async read(): Promise<SocketInfo[]> {
    const instances = (await this.redis.smembers(INSTANCES)).filter((id) => id !== this.instanceId);
    if (instances.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of instances) pipeline.hgetall(hashOf(id));
    const hashes = ((await pipeline.exec()) ?? []).map(([error, fields]) =>
      error ? null : (fields as Record<string, string>),
    );
    // Only the hash of an instance that stopped its heartbeat is empty: it has expired.
    const dead = instances.filter((_, i) => hashes[i] && Object.keys(hashes[i]).length === 0);
    if (dead.length) this.quietly(this.redis.srem(INSTANCES, ...dead));
    return hashes.flatMap((fields) =>
      Object.entries(fields ?? {}).flatMap(([field, value]) => {
        if (field === HEARTBEAT) return [];
        try {
          return [JSON.parse(value) as SocketInfo];
        } catch {
          return [];
        }
      }),
    );
  }

  /** Replaces this instance's entries with its live sockets and pushes their expiry back. */
  private async rewrite(sockets: SocketInfo[], now: string): Promise<void> {
    const hash = hashOf(this.instanceId);
    const fields = Object.fromEntries([[HEARTBEAT, now], ...sockets.map((s) => [s.id, JSON.stringify(s)])]);
    await this.redis
      .multi()
      .del(hash)
      .hset(hash, fields)
      .expire(hash, this.ttlSeconds)
      .sadd(INSTANCES, this.instanceId)
      .exec();
  }

  /** A failed write is left to the next heartbeat; it must never become an unhandled rejection. */
  private quietly(write: Promise<unknown>): void {
    write.catch(() => undefined);
  }
}

/**
 * This instance's sockets as they are and the others' as of their last write to Redis, oldest
 * first; this instance's only without Redis or when it does not answer.
 */
export async function withOthers(
  local: SocketInfo[],
  directory: SocketDirectory | null,
): Promise<SocketInfo[]> {
  if (!directory) return local;
  const others = await directory.others().catch(() => []);
  const ids = new Set(local.map((s) => s.id));
  const all = [...local, ...others.filter((s) => !ids.has(s.id))];
  return all.sort((a, b) => (a.connected < b.connected ? -1 : a.connected > b.connected ? 1 : 0));
}
