import type { Config } from '#server/config';
import { connectRedis } from '#server/db/redis';
import { MemoryLiveBus, RedisLiveBus } from './bus';
import { LiveHub } from './hub';
import type { LiveLimits } from './limits';
import { RedisSocketDirectory } from './socketDirectory';
import { MemoryLiveStore, RedisLiveStore } from './store';

/**
 * In process by default; through Redis (shared store, pub/sub and the socket list of every
 * instance) when REDIS_URL is set.
 */
export function createLiveHub(config: Config, now: () => Date, limits?: LiveLimits): LiveHub {
  if (!config.REDIS_URL) return new LiveHub(new MemoryLiveStore(), new MemoryLiveBus(), now, null, limits);
  const redis = connectRedis(config.REDIS_URL);
  const store = new RedisLiveStore(redis);
  const bus = new RedisLiveBus(redis);
  const hub = new LiveHub(store, bus, now, new RedisSocketDirectory(redis), limits);
  const close = hub.close.bind(hub);
  hub.close = async () => {
    await close();
    redis.disconnect();
  };
  return hub;
}
