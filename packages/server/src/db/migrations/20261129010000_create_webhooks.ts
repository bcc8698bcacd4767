import type { Kysely } from 'kysely';
import { createDocumentTable } from './documentTable';

/**
 * `webhook` and `webhook_delivery` (decision 059): document tables like the others; deliveries are
 * found by their hook and by what is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDocumentTable(db, 'webhook');
  await createDocumentTable(db, 'webhook_delivery', ['hook_id', 'status', 'due']);
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
