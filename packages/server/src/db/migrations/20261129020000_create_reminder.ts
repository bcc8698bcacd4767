import type { Kysely } from 'kysely';
import { createDocumentTable } from './documentTable';

/** `reminder` (decision 060): reminder mails and opt-outs, a document table found by status and due time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDocumentTable(db, 'reminder', ['status', 'due']);
  await db.schema.createIndex('reminder_status_due_idx').on('reminder').columns(['status', 'due']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder').ifExists().execute();
}
