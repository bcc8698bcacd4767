import type { Kysely } from 'kysely';
import { createDocumentTable } from './documentTable';

/**
 * `venue_night` (decision 054): a venue's boards and calls on one date, shared by every fixture
 * played there, found by date and venue (the address as a person reads it). The boards and calls
 * fixtures held until now move to their venue's night (the first saved card's boards where two
 * cards at one venue had some); the cards keep no boards. Frozen once released, as every migration.
 */
interface Rows {
  game: { id: string; doc: string; date: string | null; updated: string };
  venue_night: {
    id: string;
    doc: string;
    created: string;
    updated: string;
    date: string;
    venue: string;
  };
}

interface OldCard {
  address?: string;
  boards?: string[];
  calls?: { boardId: string; matchId: string; since: string }[];
  [key: string]: unknown;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createDocumentTable(db, 'venue_night', ['date', 'venue']);
  await db.schema.createIndex('venue_night_date_idx').on('venue_night').columns(['date', 'venue']).execute();
  const rows = db as unknown as Kysely<Rows>;
  // Documents are JSON.stringify's output (no spaces): only cards with a "boards" key are read.
  const cards = await rows
    .selectFrom('game')
    .select(['id', 'doc', 'date'])
    .where('doc', 'like', '%"boards":%')
    .orderBy('updated')
    .execute();
  const nights = new Map<string, Rows['venue_night']>();
  for (const card of cards) {
    const { boards, calls, ...rest } = JSON.parse(card.doc) as OldCard;
    await rows
      .updateTable('game')
      .set({ doc: JSON.stringify(rest) })
      .where('id', '=', card.id)
      .execute();
    if (!card.date || !boards?.length) continue;
    const venue =
      String(rest.address ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .toLowerCase() || `fixture:${card.id}`;
    const key = `${card.date}|${venue}`;
    const before = nights.get(key);
    const night = before
      ? (JSON.parse(before.doc) as { venue: string; boards: string[]; calls: NonNullable<OldCard['calls']> })
      : { venue, boards, calls: [] };
    // A board is called once: a later card's call to a board another card holds waits for the next save.
    const kept = (calls ?? []).filter(
      (c) => night.boards.includes(c.boardId) && !night.calls.some((e) => e.boardId === c.boardId),
    );
    const now = new Date().toISOString();
    nights.set(key, {
      id: before?.id ?? crypto.randomUUID(),
      doc: JSON.stringify({
        date: card.date,
        venue: night.venue,
        boards: night.boards,
        calls: [...night.calls, ...kept],
      }),
      created: now,
      updated: now,
      date: card.date,
      venue,
    });
  }
  for (const night of nights.values()) await rows.insertInto('venue_night').values(night).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('venue_night').ifExists().execute();
}
