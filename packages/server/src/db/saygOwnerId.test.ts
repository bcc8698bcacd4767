import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';
import { openDatabase, type Db } from './database';
import { MIGRATIONS, migrateToLatest } from './migrator';

/* `sayg.owner_id` (decision 062): filled from the records already stored, kept by every later write. */

describe.each(DIALECTS)('the leg-by-leg records’ owner column on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db.close();
    await database.dispose();
  });

  it('marks the owner of each record already stored', async () => {
    database = await throwawayDatabase(dialect);
    db = openDatabase({
      url: database.config.DATABASE_URL,
      dataDir: database.config.DATA_DIR ?? '.',
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
    });
    const before = Object.entries(MIGRATIONS).filter(([name]) => name < '20261130000000');
    await migrateToLatest(db, Object.fromEntries(before));
    const docs = [
      ['owned', { ownerId: 'account-1' }],
      ['nobody', { ownerId: null }],
      // Only the record's own owner counts, not one nested inside it.
      ['nested', { ownerId: null, legs: { 0: { ownerId: 'account-2' } } }],
    ] as const;
    for (const [id, doc] of docs) {
      await sql`insert into sayg (id, doc, created, updated, tournament_match_id)
        values (${id}, ${JSON.stringify(doc)}, '2026-11-01', '2026-11-01', null)`.execute(db.kysely);
    }
    await migrateToLatest(db);
    const marked = await sql<{
      id: string;
      owner_id: string | null;
    }>`select id, owner_id from sayg order by id`.execute(db.kysely);
    expect(marked.rows).toEqual([
      { id: 'nested', owner_id: null },
      { id: 'nobody', owner_id: null },
      { id: 'owned', owner_id: 'account-1' },
    ]);
  });
});
