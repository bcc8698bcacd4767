import type { Redis } from 'ioredis';
import type { LiveDataType, PublicationMode } from '@darts/core/contract/live';

/** The latest published data of one followed record: what polling clients and late subscribers get. */
export interface LiveEntry {
  type: LiveDataType;
  id: string;
  data: unknown;
  /** ISO time of the publish. */
  lastUpdate: string;
  /** Unique per publish: the ETag pollers send back (Last-Modified has whole seconds only). */
  version?: string;
  publicationMode: PublicationMode;
  userName: string | null;
  /** The page the publisher was on (for absolute watch links). */
  referrer: string | null;
}

export interface LiveStore {
  get(type: LiveDataType, id: string): Promise<LiveEntry | null>;
  set(entry: LiveEntry): Promise<void>;
  list(): Promise<LiveEntry[]>;
  close(): Promise<void>;
}

const key = (type: LiveDataType, id: string) => `${type}:${id}`;

/** One process: a map. */
export class MemoryLiveStore implements LiveStore {
  private readonly entries = new Map<string, LiveEntry>();
  async get(type: LiveDataType, id: string) {
    return this.entries.get(key(type, id)) ?? null;
  }
  async set(entry: LiveEntry) {
    this.entries.set(key(entry.type, entry.id), entry);
  }
  async list() {
    return [...this.entries.values()];
  }
  async close() {}
}

const PREFIX = 'darts:live:';
const INDEX = `${PREFIX}index`;
const TTL_SECONDS = 24 * 60 * 60;

/** Several instances: entries in Redis (kept a day), with an index set for the watch list. */
export class RedisLiveStore implements LiveStore {
  private readonly redis: Redis;

  constructor(redis: Redis) {
    this.redis = redis;
  }

  async get(type: LiveDataType, id: string) {
    const raw = await this.redis.get(PREFIX + key(type, id));
    return raw ? (JSON.parse(raw) as LiveEntry) : null;
  }

  async set(entry: LiveEntry) {
    const k = key(entry.type, entry.id);
    await this.redis
      .multi()
      .set(PREFIX + k, JSON.stringify(entry), 'EX', TTL_SECONDS)
      .sadd(INDEX, k)
      .exec();
  }

  async list() {
    const keys = await this.redis.smembers(INDEX);
    if (keys.length === 0) return [];
    const values = await this.redis.mget(keys.map((k) => PREFIX + k));
    const expired = keys.filter((_, i) => values[i] === null);
    if (expired.length) await this.redis.srem(INDEX, ...expired);
    return values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as LiveEntry);
  }

  async close() {}
}
