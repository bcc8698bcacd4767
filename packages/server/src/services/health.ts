import { Migrator, sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppContext } from '#server/context';
import { MIGRATIONS } from '#server/db/migrator';
import { connectRedis } from '#server/db/redis';

/*
 * Readiness (issue 30 item 1, decision 061): each check answers within a second or counts as
 * failed, so /readyz stays cheap for a load balancer asking every few seconds.
 */

const CHECK_MS = 1000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_MS} ms`)), CHECK_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class Readiness {
  /** Set once the server stops taking new work (SIGTERM): ready no more. */
  closing = false;
  private redis: Redis | null = null;

  /** Why the server is not ready, in words; empty when it is. */
  async reasons(ctx: AppContext): Promise<string[]> {
    const reasons: string[] = [];
    if (this.closing) reasons.push('shutting down');
    try {
      await within(sql`select 1`.execute(ctx.db.kysely), 'the database');
      const migrator = new Migrator({
        db: ctx.db.kysely,
        provider: { getMigrations: async () => MIGRATIONS },
        ...(ctx.db.schema ? { migrationTableSchema: ctx.db.schema } : {}),
      });
      const pending = (await within(migrator.getMigrations(), 'the database')).filter((m) => !m.executedAt);
      if (pending.length) reasons.push(`migrations not done: ${pending.map((m) => m.name).join(', ')}`);
    } catch (error) {
      reasons.push(`database: ${reason(error)}`);
    }
    if (ctx.config.REDIS_URL) {
      // Its failures are the ping's answer: no unhandled error events besides.
      this.redis ??= connectRedis(ctx.config.REDIS_URL).on('error', () => undefined);
      try {
        await within(this.redis.ping(), 'Redis');
      } catch (error) {
        reasons.push(`redis: ${reason(error)}`);
      }
    }
    return reasons;
  }

  close(): void {
    this.redis?.disconnect();
    this.redis = null;
  }
}
