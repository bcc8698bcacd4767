import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';
import { openDatabase, type Db } from './database';
import { MIGRATIONS, migrateToLatest } from './migrator';

/* `venue_night` (decision 054): the boards and calls cards held move to their venue's night. */

describe.each(DIALECTS)('the venue nights’ table on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db.close();
    await database.dispose();
  });

  it('moves the boards and calls of the cards already stored to their venue’s night', async () => {
    database = await throwawayDatabase(dialect);
    db = openDatabase({
      url: database.config.DATABASE_URL,
      dataDir: database.config.DATA_DIR ?? '.',
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
    });
    const before = Object.entries(MIGRATIONS).filter(([name]) => name < '20261201000000');
    await migrateToLatest(db, Object.fromEntries(before));
    const call = (boardId: string, matchId: string) => ({ boardId, matchId, since: '2026-11-27T19:00:00Z' });
    const cards = [
      // Two cards at one venue (its address written two ways): the first saved keeps its boards,
      // the second's call to a board the first holds waits for the next save.
      [
        'crown',
        '2026-11-27',
        '01',
        { address: 'The Crown', boards: ['Board 1', 'Board 2'], calls: [call('Board 1', 'c1')] },
      ],
      [
        'crown-too',
        '2026-11-27',
        '02',
        { address: ' the crown', boards: ['Board 1'], calls: [call('Board 1', 't1'), call('Board 2', 't2')] },
      ],
      ['anchor', '2026-11-27', '03', { address: 'The Anchor', boards: ['Board 1'], calls: [] }],
      ['plain', '2026-11-27', '04', { address: 'The Bell', matches: [] }],
    ] as const;
    for (const [id, date, minute, doc] of cards) {
      await sql`insert into game (id, doc, created, updated, season_id, division_id, date, home_team_id, away_team_id, is_knockout)
        values (${id}, ${JSON.stringify(doc)}, '2026-11-01', ${`2026-11-01T00:${minute}:00Z`}, 's', 'd', ${date}, 'h', 'a', null)`.execute(
        db.kysely,
      );
    }
    await migrateToLatest(db);
    const games = await sql<{ id: string; doc: string }>`select id, doc from game order by id`.execute(
      db.kysely,
    );
    expect(games.rows.map((g) => [g.id, JSON.parse(g.doc)])).toEqual([
      ['anchor', { address: 'The Anchor' }],
      ['crown', { address: 'The Crown' }],
      ['crown-too', { address: ' the crown' }],
      ['plain', { address: 'The Bell', matches: [] }],
    ]);
    const nights = await sql<{ date: string; venue: string; doc: string }>`
      select date, venue, doc from venue_night order by venue`.execute(db.kysely);
    expect(nights.rows.map((n) => ({ date: n.date, venue: n.venue, ...JSON.parse(n.doc) }))).toEqual([
      { date: '2026-11-27', venue: 'the anchor', boards: ['Board 1'], calls: [] },
      {
        date: '2026-11-27',
        venue: 'the crown',
        boards: ['Board 1', 'Board 2'],
        calls: [call('Board 1', 'c1'), call('Board 2', 't2')],
      },
    ]);
  });
});
