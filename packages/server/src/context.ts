import type { Config } from './config';
import type { Db } from './db/database';
import type { Repositories } from './db/repositories';
import type { SessionStore } from './auth/sessions';

/** Everything a route or service needs, built once per app (tests build their own). */
export interface AppContext {
  config: Config;
  db: Db;
  repos: Repositories;
  sessions: SessionStore;
  /** The clock: the only place the server reads the time. Tests may replace it. */
  now: () => Date;
}
