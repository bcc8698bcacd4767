import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSeason } from './generate';
import type { ProposalDivision } from './proposal';
import { seededRandom } from './random';
import { doubleRoundRobin } from './roundRobin';
import type { ScheduleTeam } from './schedule';

const season = { startDate: '2024-01-01', endDate: '2024-12-31' };

function divisions(sizes: number[], venues: (d: number, i: number) => string = (d, i) => `Venue ${d}.${i}`) {
  return sizes.map((size, d): ProposalDivision => ({
    id: `d${d}`,
    name: `Division ${d + 1}`,
    teams: Array.from({ length: size }, (_, i): ScheduleTeam => ({
      id: `d${d}t${i}`,
      name: `Team ${d}.${i}`,
      address: venues(d, i),
    })),
    dates: [],
    busyDates: [],
  }));
}

describe('a double round-robin by the circle method', () => {
  it('for four teams: six weeks, everyone home and away against everyone (hand count)', () => {
    // Rounds of 0..3 (3 fixed): 0v3 1v2 | 3v1 2v0 | 2v3 0v1, then swapped from the second: 1v3 0v2 | 3v2 1v0 | 3v0 2v1.
    expect(doubleRoundRobin(4)).toEqual([
      [
        [0, 3],
        [1, 2],
      ],
      [
        [3, 1],
        [2, 0],
      ],
      [
        [2, 3],
        [0, 1],
      ],
      [
        [1, 3],
        [0, 2],
      ],
      [
        [3, 2],
        [1, 0],
      ],
      [
        [3, 0],
        [2, 1],
      ],
    ]);
  });

  it('for three teams: byes for the team facing the empty seat, never two in a row', () => {
    expect(doubleRoundRobin(3)).toEqual([
      [
        [0, null],
        [1, 2],
      ],
      [
        [1, null],
        [2, 0],
      ],
      [
        [2, null],
        [0, 1],
      ],
      [
        [1, null],
        [0, 2],
      ],
      [
        [2, null],
        [1, 0],
      ],
      [
        [0, null],
        [2, 1],
      ],
    ]);
  });

  it('is healthy by the nine checks for any team counts, shared venues included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.boolean(),
        (size, count, seed, shareVenues) => {
          // With shareVenues, team 0 and 1 of each division share a venue, and team 2 of division 0 shares
          // one with team 2 of division 1 (across divisions).
          const venue = (d: number, i: number) =>
            shareVenues && i < 2
              ? `Pair ${d}`
              : shareVenues && i === 2 && d < 2
                ? 'Across'
                : `Venue ${d}.${i}`;
          const input = divisions(
            Array.from({ length: count }, () => size),
            venue,
          );
          const proposal = generateSeason({ season, divisions: input, random: seededRandom(seed) });
          expect(proposal.warnings).toEqual([]);
          expect(proposal.errors).toEqual([]);
          const failing = Object.entries(proposal.health.checks).filter(([, c]) => !c.success);
          expect(failing).toEqual([]);
          expect(proposal.health.success).toBe(true);
          for (const division of proposal.divisions) {
            // Every ordered pair meets exactly once: n(n-1) fixtures; each team n-1 times at home.
            const played = division.fixtures.filter((f) => f.away);
            expect(played).toHaveLength(size * (size - 1));
            expect(new Set(played.map((f) => `${f.home.id}|${f.away!.id}`)).size).toBe(size * (size - 1));
            for (const team of input[0]!.teams.map((x) => x.id.replace('d0', division.id))) {
              expect(played.filter((f) => f.home.id === team)).toHaveLength(size - 1);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps requested codes and skips busy weeks', () => {
    const input = divisions([4]);
    input[0]!.busyDates = ['2024-01-08'];
    const proposal = generateSeason({
      season,
      divisions: input,
      placeholderMappings: { A1: 'd0t3' },
      random: seededRandom(3),
    });
    expect(proposal.placeholderMappings.A1!.id).toBe('d0t3');
    expect([...new Set(proposal.divisions[0]!.fixtures.map((f) => f.date))]).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-01-22',
      '2024-01-29',
      '2024-02-05',
      '2024-02-12',
    ]);
    expect(proposal.template.divisions[0]!.dates).toHaveLength(6);
  });

  it('warns when more teams share a venue than can avoid each other', () => {
    const proposal = generateSeason({
      season,
      divisions: divisions([4], () => 'One hall'),
      random: seededRandom(1),
    });
    expect(proposal.warnings).toEqual([
      'One hall: 4 teams share this venue; they cannot all avoid playing at home on the same date',
    ]);
    expect(proposal.health.checks['Venues do not have multiple fixtures on the same date']!.success).toBe(
      false,
    );
  });
});
