import { describe, expect, it } from 'vitest';
import { createContext } from '#server/app';
import { testConfig } from '#server/config';
import type { AppContext } from '#server/context';
import { DEMO_ADMIN } from '#server/seed/demoData';
import { prepareDatabase } from './startup';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';

/** One instance's start: migrations (in createContext), then the seed and the administrator. */
async function start(database: TestDatabase): Promise<{ ctx: AppContext; lines: string[] }> {
  const config = testConfig({
    ...database.config,
    SEED: 'demo',
    ADMIN_EMAIL: 'chair@league.example',
    ADMIN_PASSWORD: 'bullseye-at-the-bell',
  });
  const ctx = await createContext(config, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  return { ctx, lines: await prepareDatabase(ctx) };
}

const stop = async (ctx: AppContext) => {
  await ctx.live.close();
  await ctx.db.close();
};

describe.each(DIALECTS)('starting on %s', (dialect) => {
  it('seeds an empty database once, and leaves a seeded one alone on the next start', async () => {
    const database = await throwawayDatabase(dialect);
    try {
      const first = await start(database);
      expect(first.lines[0]).toMatch(/^Seeded the demo league/);
      expect(first.lines.at(-1)).toBe(
        'Administrator chair@league.example created with every access flag but kiosk mode.',
      );
      const again = await start(database);
      expect(again.lines[0]).toMatch(/^Demo administrator \(if this database was seeded/);
      expect(again.lines.at(-1)).toBe(
        'Administrator chair@league.example updated with every access flag but kiosk mode.',
      );
      expect(await again.ctx.repos.divisions.list()).toHaveLength(2);
      // Administrators keep the site's header: every permission, but not kiosk mode.
      for (const email of [DEMO_ADMIN.email, 'chair@league.example']) {
        const admin = (await again.ctx.repos.users.list()).find((u) => u.doc.emailAddress === email);
        expect(admin?.doc.access).toMatchObject({ manageAccess: true, manageScores: true, kioskMode: false });
      }
      await stop(first.ctx);
      await stop(again.ctx);
    } finally {
      await database.dispose();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'instances starting together on an empty PostgreSQL database',
  () => {
    it('migrate and seed once between them, every time', { timeout: 120_000 }, async () => {
      for (let trial = 0; trial < 6; trial += 1) {
        const database = await throwawayDatabase('postgres');
        try {
          const instances = await Promise.all([start(database), start(database), start(database)]);
          const seeded = instances.filter((i) => i.lines[0]!.startsWith('Seeded the demo league'));
          expect(seeded).toHaveLength(1);
          const ctx = instances[0]!.ctx;
          expect(await ctx.repos.divisions.list()).toHaveLength(2);
          expect(
            (await ctx.repos.users.list()).filter((u) => u.doc.emailAddress === 'chair@league.example'),
          ).toHaveLength(1);
          await Promise.all(instances.map((i) => stop(i.ctx)));
        } finally {
          await database.dispose();
        }
      }
    });
  },
);
