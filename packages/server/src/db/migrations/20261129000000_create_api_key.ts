import type { Kysely } from 'kysely';
import { createDocumentTable } from './documentTable';

/**
 * `api_key`: keys for the public read API (decision 058), a document table like the others, found
 * by the key's hash (unique).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDocumentTable(db, 'api_key', ['key_hash']);
  await db.schema.createIndex('api_key_key_hash_idx').on('api_key').column('key_hash').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key').ifExists().execute();
}
