import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAccess } from '@darts/core/account/access';
import { closeContext, createContext } from '#server/app';
import { testConfig } from '#server/config';
import type { AppContext } from '#server/context';
import { exportData } from '#server/services/data/export';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';

/*
 * A backup (cli/backup.ts: its own context, as `npm run admin -- backup` opens one) while the
 * league keeps writing on another: writes are acknowledged while the backup still runs, never
 * held until it ends (issue 24 item 7c). Ordering only, never a timed threshold; the slowest
 * write is printed.
 */
describe.each(DIALECTS)('a backup while the league writes on %s', (dialect) => {
  let database: TestDatabase;
  let league: AppContext;
  const open = () =>
    createContext(testConfig({ ...database.config, WEB_DIST: '/nonexistent' }), {
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
    });
  const stamp = () => ({ name: 'Tester', now: new Date() });
  beforeAll(async () => {
    database = await throwawayDatabase(dialect);
    league = await open();
    const text = 'x'.repeat(2000);
    // Three pages of the export (PAGE_ROWS 500).
    await league.repos.transaction(async (repos) => {
      for (let i = 0; i < 1500; i += 1)
        await repos.divisions.insert(randomUUID(), { name: `D${i} ${text}`, superleague: false }, stamp());
    });
  });
  afterAll(async () => {
    await closeContext(league);
    await database.dispose();
  });

  it('acknowledges writes while the backup is still running', async () => {
    const backup = await open();
    let running = true;
    const finished = exportData(
      backup,
      { name: 'backup', access: fullAccess() },
      { password: '', includeDeletedEntries: true, tables: {} },
    ).finally(() => (running = false));
    let acknowledgedWhileRunning = 0;
    let slowest = 0;
    while (running) {
      const started = performance.now();
      await league.repos.divisions.insert(randomUUID(), { name: 'Written', superleague: false }, stamp());
      slowest = Math.max(slowest, performance.now() - started);
      if (running) acknowledgedWhileRunning += 1;
      // A request at a time, as a server's requests arrive (a loop of promises alone starves the backup's streams).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answer = await finished;
    await closeContext(backup);
    console.log(
      `${dialect}: ${acknowledgedWhileRunning} writes acknowledged during the backup, slowest ${slowest.toFixed(0)} ms`,
    );
    expect(answer.tables.division).toBeGreaterThanOrEqual(1500);
    expect(acknowledgedWhileRunning).toBeGreaterThan(1);
  });
});
