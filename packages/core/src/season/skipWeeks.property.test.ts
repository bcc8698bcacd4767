import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../league/dates';
import { generateSeason } from './generate';
import { proposeSeason } from './proposal';
import { seededRandom } from './random';
import { t, workedDivisions, workedTemplate } from './testBuilders';

/*
 * Weeks the secretary leaves out (docs/domain.md, "The proposal"): no fixture lands on one, every
 * fixture still gets a date, and the fixtures move on in the template's order.
 */

const start = '2024-01-01';
const season = { startDate: start, endDate: '2026-12-31' };
const week = (k: number) => addDays(start, 7 * k);
const undated = (divisions: { fixtures: { home: { id: string }; away: { id: string } | null }[] }[]) =>
  divisions.map((d) => d.fixtures.map((f) => `${f.home.id} v ${f.away?.id ?? 'bye'}`));

describe('weeks left out of a proposal', () => {
  it('move the fixtures on: none on a week left out, every one still dated, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 7 }), { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 12 }),
        fc.integer(),
        (sizes, skipped, seed) => {
          const divisions = sizes.map((n, d) => ({
            id: `d${d}`,
            name: `Division ${d}`,
            teams: Array.from({ length: n }, (_, i) => t(`T${d}x${i}`, `Venue ${d}x${i}`)),
            dates: [],
            busyDates: [],
          }));
          const skipDates = skipped.map(week);
          const plain = generateSeason({ season, divisions, random: seededRandom(seed) });
          const moved = generateSeason({ season, divisions, skipDates, random: seededRandom(seed) });
          const dates = moved.divisions.flatMap((d) => d.fixtures.map((f) => f.date));
          for (const date of dates) expect(skipDates).not.toContain(date);
          // Every fixture keeps its place in the order, only its date moves on.
          expect(undated(moved.divisions)).toEqual(undated(plain.divisions));
          for (const date of dates) expect((Date.parse(date) - Date.parse(start)) % (7 * 86_400_000)).toBe(0);
          // Each template week still shares one date across the divisions.
          const weeks = [...new Set(dates)].sort();
          const plainWeeks = [...new Set(plain.divisions.flatMap((d) => d.fixtures.map((f) => f.date)))];
          expect(weeks).toHaveLength(plainWeeks.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("leave the worked template's weeks for the next free ones", () => {
    const proposal = proposeSeason({
      template: workedTemplate(),
      season: { startDate: start, endDate: '2024-03-31' },
      divisions: workedDivisions(),
      placeholderMappings: { E: 'gull' },
      skipDates: ['2024-01-01', '2024-01-22T00:00:00'],
      random: seededRandom(1),
    });
    // 8 Jan is busy (a note), 1 and 22 Jan are left out.
    expect([...new Set(proposal.divisions[0]!.fixtures.map((f) => f.date))]).toEqual([
      '2024-01-15',
      '2024-01-29',
      '2024-02-05',
    ]);
    expect(proposal.errors).toEqual([]);
  });
});
