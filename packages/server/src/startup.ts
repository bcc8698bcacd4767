import { fullAccess } from '@darts/core/contract/access';
import type { AppContext } from '#server/context';
import { withStartupLock } from '#server/db/startupLock';
import { createRepositories } from '#server/db/repositories';
import { DEMO_ADMIN, DEMO_CAPTAIN_PASSWORD } from '#server/seed/demoData';
import { isEmpty, seedDemo, type DemoSummary } from '#server/seed/demo';
import { ensureUser } from '#server/services/accounts';

/**
 * What an instance does to its database before it listens (after the migrations): seed the demo
 * league into an empty database and create or update the configured administrator. Several
 * instances may start at once: this runs under the start-up lock, and the seed is one transaction
 * that checks again that the database is empty. Answers the lines to print.
 */
export async function prepareDatabase(ctx: AppContext): Promise<string[]> {
  const { config } = ctx;
  return withStartupLock(ctx.db, async () => {
    const lines: string[] = [];
    if (config.SEED === 'demo') {
      const demo = await seedIfEmpty(ctx);
      if (demo) {
        lines.push(
          `Seeded the demo league. Demo administrator: ${demo.admin.email} / ${demo.admin.password}`,
        );
        const captains = demo.captains.map((c) => `${c.email} (${c.team})`).join(', ');
        lines.push(
          `Demo team captains (they enter their team's results): ${captains} / ${DEMO_CAPTAIN_PASSWORD}`,
        );
      } else {
        lines.push(
          `Demo administrator (if this database was seeded with the demo): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
        );
      }
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const { created } = await ensureUser(ctx, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        name: config.ADMIN_NAME,
        access: fullAccess(),
      });
      lines.push(
        `Administrator ${config.ADMIN_EMAIL} ${created ? 'created' : 'updated'} with every access flag but kiosk mode.`,
      );
    }
    return lines;
  });
}

/** Seeds the demo in one transaction when the database is empty; null when it was not. */
async function seedIfEmpty(ctx: AppContext): Promise<DemoSummary | null> {
  if (!(await isEmpty(ctx))) return null;
  return ctx.db.kysely.transaction().execute(async (trx) => {
    // No write hook: nothing is cached before the instance starts.
    const inTransaction: AppContext = {
      ...ctx,
      db: { ...ctx.db, kysely: trx },
      repos: createRepositories(trx),
    };
    return (await isEmpty(inTransaction)) ? seedDemo(inTransaction) : null;
  });
}
