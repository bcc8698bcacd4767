import type { Kysely } from 'kysely';

/**
 * `game.is_knockout`: '1' for a knockout fixture, null otherwise, so division data can load one
 * division's fixtures and the knockouts without reading the whole season's (services/divisionData.ts).
 * Existing rows are filled from their documents.
 */
interface GameRows {
  game: { id: string; doc: string; is_knockout: string | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').addColumn('is_knockout', 'text').execute();
  const games = db as unknown as Kysely<GameRows>;
  // Documents are JSON.stringify's output (no spaces); the match is checked on the parsed document.
  const candidates = await games
    .selectFrom('game')
    .select(['id', 'doc'])
    .where('doc', 'like', '%"isKnockout":true%')
    .execute();
  const knockoutIds = candidates
    .filter((row) => (JSON.parse(row.doc) as { isKnockout?: unknown }).isKnockout === true)
    .map((row) => row.id);
  for (let start = 0; start < knockoutIds.length; start += 500) {
    await games
      .updateTable('game')
      .set({ is_knockout: '1' })
      .where('id', 'in', knockoutIds.slice(start, start + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').dropColumn('is_knockout').execute();
}
