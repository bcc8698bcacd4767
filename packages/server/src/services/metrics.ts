import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '#server/db/database';
import type { LiveHub } from '#server/live/hub';
import type { DivisionDataCache } from './divisionCache';

/*
 * Metrics in Prometheus' text format (issue 30 item 2, decision 061), through prom-client: requests
 * by route and status with their latency, open sockets and subscriptions, the time from a live
 * publish to its fan-out, division data cache hits, the database pool, export and import
 * durations, and Node's own (event-loop delay, memory, CPU). One registry per app.
 */

export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Histogram({
    name: 'darts_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });

  readonly liveFanout = new Histogram({
    name: 'darts_live_publish_to_send_seconds',
    help: 'From a live update being published to its fan-out to this instance’s subscribers',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  readonly dataJobs = new Histogram({
    name: 'darts_data_job_seconds',
    help: 'Exports and imports of the league’s data, and how long they took',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });

  /** Reads the app's parts when scraped (sockets, the cache, the pool). */
  watch(parts: { live: LiveHub; divisionCache: DivisionDataCache; db: Db }): void {
    const { live, divisionCache, db } = parts;
    collectDefaultMetrics({ register: this.registry, prefix: 'darts_' });
    new Gauge({
      name: 'darts_live_sockets',
      help: 'Open live sockets on this instance',
      registers: [this.registry],
      collect() {
        this.set(live.held().sockets);
      },
    });
    new Gauge({
      name: 'darts_live_subscriptions',
      help: 'Live subscriptions on this instance',
      registers: [this.registry],
      collect() {
        this.set(live.held().subscriptions);
      },
    });
    new Counter({
      name: 'darts_division_cache_lookups_total',
      help: 'Division data answers looked up in the cache, by whether one was there',
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, divisionCache.hits);
        this.inc({ result: 'miss' }, divisionCache.misses);
      },
    });
    new Gauge({
      name: 'darts_db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent on SQLite)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = db.poolUse?.();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
}
