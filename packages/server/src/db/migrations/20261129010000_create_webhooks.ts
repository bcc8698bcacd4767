import type { Kysely } from 'kysely';

/**
 * `webhook` and `webhook_delivery` (decision 059): document tables like the others; deliveries are
 * found by their hook and by what is due.
 */
const TABLES: Record<string, string[]> = {
  webhook: [],
  webhook_delivery: ['hook_id', 'status', 'due'],
};

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
    for (const extra of extras) builder = builder.addColumn(extra, 'text', (c) => c.notNull());
    await builder.execute();
  }
  await db.schema
    .createIndex('webhook_delivery_hook_id_idx')
    .on('webhook_delivery')
    .column('hook_id')
    .execute();
  await db.schema
    .createIndex('webhook_delivery_status_due_idx')
    .on('webhook_delivery')
    .columns(['status', 'due'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_delivery').ifExists().execute();
  await db.schema.dropTable('webhook').ifExists().execute();
}
