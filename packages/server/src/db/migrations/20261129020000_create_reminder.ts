import type { Kysely } from 'kysely';

/** `reminder` (decision 060): reminder mails and opt-outs, a document table found by status and due time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text')
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminder_status_due_idx').on('reminder').columns(['status', 'due']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder').ifExists().execute();
}
