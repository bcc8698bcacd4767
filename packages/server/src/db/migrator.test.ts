import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';
import { openDatabase, type Db } from './database';
import { MIGRATIONS, MigrationError, migrateToLatest } from './migrator';

const TABLES = [
  'division',
  'season',
  'team',
  'game',
  'tournament',
  'sayg',
  'note',
  'template',
  'user',
  'session',
  'feature',
  'error',
  'photo',
  'photo_blob',
];

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const open = async () => {
    database = await throwawayDatabase(dialect);
    const url = database.config.DATABASE_URL;
    db = openDatabase({
      url,
      dataDir: database.config.DATA_DIR ?? '.',
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
    });
  };
  afterEach(async () => {
    await db.close();
    await database.dispose();
  });

  it('creates every aggregate table, in order, and is a no-op the second time', async () => {
    await open();
    const first = await migrateToLatest(db);
    expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
    );
    const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
    for (const table of TABLES) expect(tables).toContain(table);
    const again = await migrateToLatest(db);
    expect(again.results).toEqual([]);
  });

  it("marks the knockout fixtures already stored when it adds the game's knockout column", async () => {
    await open();
    const [first] = Object.entries(MIGRATIONS);
    await migrateToLatest(db, Object.fromEntries([first!]));
    const docs = [
      ['cup', { isKnockout: true }],
      // Only the fixture's own flag counts, not one nested inside it.
      ['league', { isKnockout: false, previous: { isKnockout: true } }],
    ] as const;
    for (const [id, doc] of docs) {
      await sql`insert into game (id, doc, created, updated, season_id)
        values (${id}, ${JSON.stringify(doc)}, '2026-11-01', '2026-11-01', 's1')`.execute(db.kysely);
    }
    await migrateToLatest(db);
    const marked = await sql<{
      id: string;
      is_knockout: string | null;
    }>`select id, is_knockout from game order by id`.execute(db.kysely);
    expect(marked.rows).toEqual([
      { id: 'cup', is_knockout: '1' },
      { id: 'league', is_knockout: null },
    ]);
  });

  it('stores and reads photo bytes', async () => {
    await open();
    await migrateToLatest(db);
    const bytes = Buffer.from([0, 1, 2, 255]);
    await db.kysely
      .insertInto('photo_blob')
      .values({ id: 'p1', bytes, content_type: 'image/png', size: 4 })
      .execute();
    const row = await db.kysely
      .selectFrom('photo_blob')
      .selectAll()
      .where('id', '=', 'p1')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes)).toEqual(bytes);
  });

  it('names the failing migration and stops there', async () => {
    await open();
    const broken = {
      ...MIGRATIONS,
      '20990101000000_break_things': {
        up: async (k: Kysely<unknown>) => void (await sql`select * from no_such_table`.execute(k)),
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, broken)).rejects.toThrow(/Migration 20990101000000_break_things failed/);
  });

  it('refuses to run when the database knows a migration this code does not', async () => {
    await open();
    await migrateToLatest(db, {
      ...MIGRATIONS,
      '20990101000000_from_the_future': { up: async () => undefined },
    });
    await expect(migrateToLatest(db)).rejects.toThrow(MigrationError);
  });
});
