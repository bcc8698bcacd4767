import type { Config } from './config';
import type { Db } from './db/database';
import type { Repositories } from './db/repositories';
import type { SessionStore } from './auth/sessions';
import type { LiveHub } from './live/hub';
import type { DivisionDataCache } from './services/divisionCache';

/** Everything a route or service needs, built once per app (tests build their own). */
export interface AppContext {
  config: Config;
  db: Db;
  repos: Repositories;
  sessions: SessionStore;
  /** Live updates: subscriptions, publishing, the polling store (Redis-backed with REDIS_URL). */
  live: LiveHub;
  /** Division data answers as ready bytes (LRU by bytes); evictions reach every instance through the live bus. */
  divisionCache: DivisionDataCache;
  /** The clock: the only place the server reads the time. Tests may replace it. */
  now: () => Date;
}
