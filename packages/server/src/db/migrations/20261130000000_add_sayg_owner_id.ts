import type { Kysely } from 'kysely';

/**
 * `sayg.owner_id`: the signed-in account that created a leg-by-leg record, if any, so a player's
 * figures find that account's shared practice without reading every record (decision 062).
 * Existing rows are filled from their documents.
 */
interface SaygRows {
  sayg: { id: string; doc: string; owner_id: string | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sayg').addColumn('owner_id', 'text').execute();
  await db.schema.createIndex('sayg_owner_id_idx').on('sayg').column('owner_id').execute();
  const records = db as unknown as Kysely<SaygRows>;
  // Documents are JSON.stringify's output (no spaces); the owner is read from the parsed document.
  const candidates = await records
    .selectFrom('sayg')
    .select(['id', 'doc'])
    .where('doc', 'like', '%"ownerId":"%')
    .execute();
  const byOwner = new Map<string, string[]>();
  for (const row of candidates) {
    const owner = (JSON.parse(row.doc) as { ownerId?: unknown }).ownerId;
    if (typeof owner === 'string' && owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), row.id]);
  }
  for (const [owner, ids] of byOwner) {
    for (let start = 0; start < ids.length; start += 500) {
      await records
        .updateTable('sayg')
        .set({ owner_id: owner })
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sayg_owner_id_idx').ifExists().execute();
  await db.schema.alterTable('sayg').dropColumn('owner_id').execute();
}
