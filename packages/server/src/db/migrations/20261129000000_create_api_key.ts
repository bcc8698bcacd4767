import type { Kysely } from 'kysely';

/**
 * `api_key`: keys for the public read API (decision 058), a document table like the others, found
 * by the key's hash (unique).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text')
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_key_hash_idx').on('api_key').column('key_hash').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key').ifExists().execute();
}
