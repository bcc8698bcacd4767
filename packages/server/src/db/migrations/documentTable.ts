import type { Kysely } from 'kysely';

/**
 * A document table as every aggregate's (create_aggregates): id, the document, the audit columns,
 * and the text columns it is queried by (not null). For migrations after the first; like them,
 * frozen once released: a change here would change what an old migration made.
 */
export async function createDocumentTable(
  db: Kysely<unknown>,
  table: string,
  columns: string[] = [],
): Promise<void> {
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
  for (const column of columns) builder = builder.addColumn(column, 'text', (c) => c.notNull());
  await builder.execute();
}
