import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/db/migrator';
import { Readiness } from '#server/services/health';
import { startServer, type TestServer } from '#server-test/support';

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
