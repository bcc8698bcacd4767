import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '#server/app';
import { testConfig } from '#server/config';
import type { AppContext } from '#server/context';
import { ApiError } from '#server/errors';
import { DIALECTS, throwawayDatabase, type TestDatabase } from '#server-test/support';
import { nextStamp } from './documents';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(DIALECTS)('document repository on %s', (dialect) => {
  let database: TestDatabase;
  let ctx: AppContext;
  let clock = new Date('2026-03-05T19:03:22.000Z');
  beforeAll(async () => {
    database = await throwawayDatabase(dialect);
    ctx = await createContext(testConfig(database.config), {
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
      now: () => clock,
    });
  });
  afterAll(async () => {
    await ctx.db.close();
    await database.dispose();
  });

  it('stamps audit fields on insert and on update', async () => {
    const stored = await ctx.repos.divisions.insert(
      id(1),
      { name: 'Premier', superleague: false },
      { name: 'Simon', now: clock },
    );
    expect(stored).toMatchObject({
      author: 'Simon',
      editor: 'Simon',
      created: '2026-03-05T19:03:22.000Z',
      deleted: null,
    });
    clock = new Date('2026-03-05T20:00:00.000Z');
    const updated = await ctx.repos.divisions.update(
      stored,
      { name: 'Premier League', superleague: false },
      { name: 'Ann', now: clock },
      stored.updated,
    );
    expect(updated).toMatchObject({ author: 'Simon', editor: 'Ann', updated: '2026-03-05T20:00:00.000Z' });
    expect((await ctx.repos.divisions.get(id(1)))?.doc.name).toBe('Premier League');
  });

  it('refuses a stale or missing lastUpdated with the concurrency texts (409) and keeps the first write', async () => {
    const stored = await ctx.repos.seasons.insert(
      id(2),
      { name: 'Winter', startDate: '2026-09-01', endDate: '2027-04-30', divisionIds: [] },
      { name: 'Simon', now: new Date('2024-03-05T19:03:22Z') },
    );
    const first = await ctx.repos.seasons.update(
      stored,
      { ...stored.doc, name: 'Winter A' },
      { name: 'Simon', now: clock },
      stored.updated,
    );
    const stale = ctx.repos.seasons.update(
      stored,
      { ...stored.doc, name: 'Winter B' },
      { name: 'Ann', now: clock },
      stored.updated,
    );
    await expect(stale).rejects.toMatchObject({
      status: 409,
      errors: [`Unable to update Season, Simon updated it before you at 5 Mar 2026 20:00:00`],
    });
    const missing = ctx.repos.seasons.update(
      first,
      { ...stored.doc, name: 'Winter C' },
      { name: 'Ann', now: clock },
      undefined,
    );
    await expect(missing).rejects.toMatchObject({
      status: 409,
      errors: ['Unable to update Season, data integrity token is missing'],
    });
    expect((await ctx.repos.seasons.get(id(2)))?.doc.name).toBe('Winter A');
  });

  it('never lets two writers that read the same version both succeed', async () => {
    const stored = await ctx.repos.notes.insert(
      id(3),
      { seasonId: id(2), divisionId: null, date: '2026-10-01', note: 'v1' },
      { name: 'a', now: clock },
    );
    const results = await Promise.allSettled([
      ctx.repos.notes.update(
        stored,
        { ...stored.doc, note: 'from A' },
        { name: 'A', now: clock },
        stored.updated,
      ),
      ctx.repos.notes.update(
        stored,
        { ...stored.doc, note: 'from B' },
        { name: 'B', now: clock },
        stored.updated,
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ApiError);
    expect((rejected.reason as ApiError).status).toBe(409);
  });

  it('soft deletes: lists hide the row, get by id still returns it, and updating it is refused', async () => {
    const stored = await ctx.repos.divisions.insert(
      id(4),
      { name: 'Gone', superleague: false },
      { name: 'a', now: clock },
    );
    const deleted = await ctx.repos.divisions.softDelete(stored, { name: 'Remover', now: clock });
    expect(deleted.remover).toBe('Remover');
    expect((await ctx.repos.divisions.list()).map((d) => d.id)).not.toContain(id(4));
    expect((await ctx.repos.divisions.get(id(4)))?.deleted).not.toBeNull();
    expect((await ctx.repos.divisions.listAll()).map((d) => d.id)).toContain(id(4));
    await expect(
      ctx.repos.divisions.update(deleted, stored.doc, { name: 'x', now: clock }, deleted.updated),
    ).rejects.toMatchObject({
      status: 409,
      errors: ['Cannot update a Division that has already been deleted'],
    });
  });

  it('filters lists by an indexed column', async () => {
    await ctx.repos.notes.insert(
      id(5),
      { seasonId: id(99), divisionId: null, date: '2026-10-02', note: 'other season' },
      { name: 'a', now: clock },
    );
    const notes = await ctx.repos.notes.list({ column: 'season_id', value: id(99) });
    expect(notes.map((n) => n.doc.note)).toEqual(['other season']);
  });

  it('restores many rows at once as given, replacing rows with the same id, their index columns kept', async () => {
    const season = id(7000);
    const stamp = { created: '2025-01-01T00:00:00.000Z', author: 'Old', updated: '2025-01-02T00:00:00.000Z' };
    // 250 rows: more than one statement's worth; every other note names no division (a null column).
    const rows = Array.from({ length: 250 }, (_, n) => ({
      id: id(7001 + n),
      doc: { seasonId: season, divisionId: n % 2 ? null : id(8000), date: '2026-10-02', note: `note ${n}` },
      ...stamp,
      editor: 'Old',
      deleted: null,
      remover: null,
    }));
    await ctx.repos.notes.restore(rows);
    await ctx.repos.notes.restore([{ ...rows[249]!, doc: { ...rows[249]!.doc, note: 'replaced' } }]);
    const stored = await ctx.repos.notes.list({ column: 'season_id', value: season });
    expect(stored).toHaveLength(250);
    expect(stored.find((n) => n.id === id(7001))).toMatchObject({ ...stamp, doc: { note: 'note 0' } });
    expect((await ctx.repos.notes.get(id(7250)))?.doc.note).toBe('replaced');
    expect(await ctx.repos.notes.list({ column: 'division_id', value: id(8000) })).toHaveLength(125);
  });

  it('keeps JSON documents intact, unicode included', async () => {
    const doc = { name: 'Café “Darts” 🎯', superleague: true };
    await ctx.repos.divisions.insert(id(6), doc, { name: null, now: clock });
    expect((await ctx.repos.divisions.get(id(6)))?.doc).toEqual(doc);
  });
});

describe('nextStamp', () => {
  it('is now, or one millisecond after the previous stamp when the clock has not moved on', () => {
    expect(nextStamp('2026-01-01T00:00:00.000Z', new Date('2026-01-01T00:00:01.000Z'))).toBe(
      '2026-01-01T00:00:01.000Z',
    );
    expect(nextStamp('2026-01-01T00:00:00.000Z', new Date('2026-01-01T00:00:00.000Z'))).toBe(
      '2026-01-01T00:00:00.001Z',
    );
    expect(nextStamp('2026-01-01T00:00:05.000Z', new Date('2026-01-01T00:00:00.000Z'))).toBe(
      '2026-01-01T00:00:05.001Z',
    );
  });
});
