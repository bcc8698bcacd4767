import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDivisionData } from '../../division/divisionData';
import type { Division, Fixture, Note, Season, Team } from '../../league/types';
import type { Tournament } from '../../tournament/types';
import type { FixtureDoc } from '../fixture';
import type { TeamDoc } from '../league';
import type { StoredTable } from '../stored';
import type { TournamentDoc } from '../tournament';
import { mapOriginalTables, type MappedRow } from './index';
import { SAMPLE, sampleOriginalExport } from './sampleExport';

/* The original's league once mapped: its table as computed by hand, its deleted documents, any input. */

const context = { fallbackStamp: '2024-10-20T21:00:00.000Z' };
const mapped = mapOriginalTables(sampleOriginalExport, context);
const rows = <T>(table: StoredTable) => (mapped.tables[table] ?? []) as MappedRow<T>[];
const row = <T>(table: StoredTable, id: string) => rows<T>(table).find((r) => r.id === id)!;

/** A stored row as the league rules read it: the document with its id and audit stamps. */
const aggregate = <T>(r: MappedRow<T>) =>
  ({
    ...r.doc,
    id: r.id,
    created: r.created,
    updated: r.updated,
    deleted: r.deleted,
    remover: r.remover,
  }) as T & {
    id: string;
  };

describe("the original system's league, once mapped", () => {
  it('keeps a deleted document, deleted (its history stays)', () => {
    const deleted = {
      ...sampleOriginalExport.division![0],
      Deleted: '2024-09-02T10:00:00Z',
      Remover: 'Sam Organiser',
    };
    const result = mapOriginalTables({ division: [deleted] }, context);
    expect(result.tables.division![0]).toMatchObject({
      deleted: '2024-09-02T10:00:00.000Z',
      remover: 'Sam Organiser',
    });
  });

  it("gives the league table computed by hand from the fixtures' results", () => {
    const teams = rows<TeamDoc>('team').map((r) => aggregate(r) as unknown as Team);
    const data = computeDivisionData({
      season: aggregate(row('season', SAMPLE.season)) as unknown as Season,
      divisions: rows('division').map((r) => aggregate(r) as unknown as Division),
      allDivisions: rows('division').map((r) => aggregate(r) as unknown as Division),
      teams,
      games: rows<FixtureDoc>('game').map((r) => aggregate(r) as unknown as Fixture),
      tournaments: rows<TournamentDoc>('tournament').map((r) => aggregate(r) as unknown as Tournament),
      notes: rows('note').map((r) => aggregate(r) as unknown as Note),
      filter: {},
      canManagePlayers: true,
      canManageTournaments: false,
    });
    expect(
      data.teams.map((t) => [
        t.rank,
        t.name,
        t.played,
        t.fixturesWon,
        t.fixturesDrawn,
        t.fixturesLost,
        t.points,
        t.difference,
      ]),
    ).toEqual([
      [1, 'Anchor', 2, 1, 1, 0, 3, 3],
      [2, 'Dog', 1, 1, 0, 0, 2, 9],
      [3, 'Crown', 2, 0, 1, 1, 1, -8],
      [4, 'Bell', 1, 0, 0, 1, 0, -4],
    ]);
  });

  it('never throws on any input, and every row it gives has an id', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.keys(sampleOriginalExport), 'other'),
          fc.array(fc.anything()),
        ),
        (input) => {
          const result = mapOriginalTables(input, context);
          for (const tableRows of Object.values(result.tables))
            for (const r of tableRows) expect(r.id).not.toBe('');
        },
      ),
      { numRuns: 200 },
    );
  });
});
