import type { Config } from '#server/config';
import type { Db } from '#server/db/database';
import type { Repositories } from '#server/db/repositories';
import type { SessionStore } from '#server/auth/sessions';
import type { LiveHub } from '#server/live/hub';
import type { DivisionDataCache } from '#server/services/divisionCache';
import type { FiguresIndexCache } from '#server/services/figuresIndex';
import type { WebhookQueue } from '#server/services/webhookQueue';
import type { ReminderMailer } from '#server/services/reminders';
import type { Readiness } from '#server/services/health';
import type { Metrics } from '#server/services/metrics';

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
  /** Every singles record by player, for players' figures; stale on a fixture, tournament, team or season write. */
  figuresIndex: FiguresIndexCache;
  /** Webhook deliveries: queued from the league's writes, sent and retried by a worker (decision 059). */
  webhookQueue: WebhookQueue;
  /** Reminder mails (decision 060): started by main.ts; tests run a turn with `settle`. */
  reminders: ReminderMailer;
  /** What /readyz checks, and whether the server is shutting down (decision 061). */
  readiness: Readiness;
  /** Prometheus metrics, served at /metrics behind METRICS_TOKEN, or on METRICS_PORT (decision 061). */
  metrics: Metrics;
  /** The clock: the only place the server reads the time. Tests may replace it. */
  now: () => Date;
}
