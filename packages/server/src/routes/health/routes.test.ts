import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/db/migrator';
import { Readiness } from '#server/services/health';
import { LiveTestClient } from '#server-test/liveClient';
import { STARTED_MATCH } from '#server-test/saygBuilders';
import { scoresLeague } from '#server-test/scorecardBuilders';
import { envelopeErrors, startServer, type TestServer } from '#server-test/support';

/* /healthz and /readyz (decision 061): cheap, unauthenticated, 503 with the reason when not ready. */
describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => server.close());

  it('answers /healthz while the process is up, never cached', async () => {
    const health = await server.client().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready with the database answering and migrated; not while shutting down', async () => {
    expect((await server.client().get('/readyz')).body).toEqual({ status: 'ready', reasons: [] });
    server.ctx.readiness.closing = true;
    const closing = await server.client().get('/readyz');
    expect(closing.status).toBe(503);
    expect(closing.body).toEqual({ status: 'not ready', reasons: ['shutting down'] });
    server.ctx.readiness.closing = false;
  });

  it('sends live spectators to reconnect elsewhere when the server is about to stop', async () => {
    const spectator = await LiveTestClient.connect(server.url);
    expect(server.ctx.live.held().sockets).toBe(1);
    server.ctx.live.goAway();
    await expect.poll(() => spectator.closed).toEqual({ code: 1012, reason: 'Server restarting: reconnect' });
    expect(server.ctx.live.held().sockets).toBe(0);
  });

  it('names a migration not done', async () => {
    const migrator = new Migrator({
      db: server.ctx.db.kysely,
      provider: { getMigrations: async () => MIGRATIONS },
    });
    await migrator.migrateDown();
    const behind = await server.client().get('/readyz');
    expect(behind.status).toBe(503);
    expect(behind.body.reasons).toEqual([`migrations not done: ${Object.keys(MIGRATIONS).at(-1)}`]);
    await migrator.migrateToLatest();
    expect((await server.client().get('/readyz')).status).toBe(200);
  });
});

describe('readiness with Redis', () => {
  it('names Redis when it does not answer, and is ready when it does', async () => {
    const server = await startServer('sqlite');
    const readiness = new Readiness();
    try {
      const down = { ...server.ctx, config: { ...server.ctx.config, REDIS_URL: 'redis://127.0.0.1:1' } };
      expect(await readiness.reasons(down)).toEqual([expect.stringMatching(/^redis: /)]);
      readiness.close();
      const url = process.env.TEST_REDIS_URL;
      if (url) {
        const up = { ...server.ctx, config: { ...server.ctx.config, REDIS_URL: url } };
        expect(await readiness.reasons(up)).toEqual([]);
      }
    } finally {
      readiness.close();
      await server.close();
    }
  });
});

describe('metrics', () => {
  it('are off without METRICS_TOKEN (404)', async () => {
    const server = await startServer('sqlite');
    try {
      const off = await server.client().get('/metrics');
      expect(off.status).toBe(404);
      expect(envelopeErrors(off.body)).toEqual(['Metrics are off: set METRICS_TOKEN to serve them']);
    } finally {
      await server.close();
    }
  });

  it("answer Prometheus' text behind the token: requests, sockets, cache, data jobs, the event loop", async () => {
    const server = await startServer('sqlite', { config: { METRICS_TOKEN: 'scrape-me' } });
    try {
      const visitor = server.client();
      expect((await visitor.get('/metrics')).status).toBe(401);
      expect((await visitor.get('/metrics', { authorization: 'Bearer wrong-one' })).status).toBe(401);
      await visitor.get('/healthz');
      const league = await scoresLeague(server);
      const data = `/api/Division/Data?divisionId=${league.divisionId}&seasonId=${league.seasonId}`;
      await visitor.get(data);
      await visitor.get(data);
      const admin = await server.signedIn('all');
      expect(
        (await admin.post('/api/Data/Export', { password: null, includeDeletedEntries: false })).status,
      ).toBe(200);
      // A spectator follows a match and receives one update: its publish-to-send time is counted.
      const saved = await admin.post('/api/Sayg', STARTED_MATCH);
      const record = saved.body.result as { id: string; updated: string };
      const spectator = await LiveTestClient.connect(server.url);
      spectator.send({ type: 'Subscribed', id: record.id, dataType: 'Sayg' });
      await expect.poll(() => server.ctx.live.held().sockets).toBe(1);
      const legs = {
        0: {
          ...STARTED_MATCH.legs[0],
          currentThrow: 'home',
          away: { throws: [{ score: 45, noOfDarts: 3 }] },
        },
      };
      const update = await admin.post('/api/Sayg', {
        ...STARTED_MATCH,
        id: record.id,
        lastUpdated: record.updated,
        legs,
      });
      expect(envelopeErrors(update.body)).toEqual([]);
      await spectator.next((m) => m.type === 'Update');
      const scraped = await visitor.get('/metrics', { authorization: 'Bearer scrape-me' });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = scraped.body as string;
      expect(text).toMatch(
        /darts_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
      );
      expect(text).toMatch(/darts_live_sockets 1/);
      expect(text).toMatch(/darts_live_subscriptions 1/);
      expect(text).toMatch(/darts_live_publish_to_send_seconds_count [1-9]/);
      expect(text).toMatch(/darts_division_cache_lookups_total\{result="hit"\} [1-9]/);
      expect(text).toMatch(/darts_data_job_seconds_count\{job="export"\} 1/);
      expect(text).toMatch(/darts_nodejs_eventloop_lag_p99_seconds \d/);
      spectator.close();
    } finally {
      await server.close();
    }
  });
});
