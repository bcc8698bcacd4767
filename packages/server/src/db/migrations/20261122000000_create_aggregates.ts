import { sql, type Kysely } from 'kysely';

/**
 * One table per aggregate: id, the columns it is queried by, the document,
 * and the audit columns. Later migrations only add columns or indexes.
 */
type Extra = { name: string; notNull?: boolean };

const TABLES: Record<string, Extra[]> = {
  division: [],
  season: [
    { name: 'start_date', notNull: true },
    { name: 'end_date', notNull: true },
  ],
  team: [],
  game: [
    { name: 'season_id' },
    { name: 'division_id' },
    { name: 'date' },
    { name: 'home_team_id' },
    { name: 'away_team_id' },
  ],
  tournament: [{ name: 'season_id' }, { name: 'division_id' }, { name: 'date' }],
  sayg: [{ name: 'tournament_match_id' }],
  note: [{ name: 'season_id' }, { name: 'division_id' }, { name: 'date' }],
  template: [],
  user: [{ name: 'email', notNull: true }],
  session: [
    { name: 'user_id', notNull: true },
    { name: 'expires', notNull: true },
  ],
  feature: [],
  error: [{ name: 'time', notNull: true }],
  photo: [{ name: 'entity_id', notNull: true }],
};

const INDEXES: [table: string, columns: string[], unique?: boolean][] = [
  ['season', ['start_date', 'end_date']],
  ['game', ['season_id']],
  ['game', ['division_id']],
  ['game', ['date']],
  ['tournament', ['season_id']],
  ['tournament', ['date']],
  ['sayg', ['tournament_match_id']],
  ['note', ['season_id']],
  ['user', ['email'], true],
  ['session', ['user_id']],
  ['session', ['expires']],
  ['error', ['time']],
  ['photo', ['entity_id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, extras] of Object.entries(TABLES)) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('author', 'text')
      .addColumn('updated', 'text', (c) => c.notNull())
      .addColumn('editor', 'text')
      .addColumn('deleted', 'text')
      .addColumn('remover', 'text');
    for (const extra of extras) {
      builder = builder.addColumn(extra.name, 'text', (c) => (extra.notNull ? c.notNull() : c));
    }
    await builder.execute();
  }
  for (const [table, columns, unique] of INDEXES) {
    let index = db.schema
      .createIndex(`${table}_${columns.join('_')}_idx`)
      .on(table)
      .columns(columns);
    if (unique) index = index.unique();
    await index.execute();
  }
  const isPostgres = await detectPostgres(db);
  await db.schema
    .createTable('photo_blob')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bytes', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function detectPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_blob').ifExists().execute();
  for (const table of Object.keys(TABLES).reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
