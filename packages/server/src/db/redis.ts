import { Redis } from 'ioredis';

/** Opens the Redis connection the configuration names (the live bus and store, the rate limit's counters). */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
}
