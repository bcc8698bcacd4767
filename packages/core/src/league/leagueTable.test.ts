import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDivisionData } from '../division/divisionData';
import { buildLeagueTable, compareLeagueRows, leagueRow } from './leagueTable';
import { comparePlayerRows } from './playerTable';
import { emptyTeamTally, type TeamTally } from './statistics';
import { game, match, season, team, teamPlayer } from './testBuilders';
import type { Fixture, FixtureMatch, MatchOption, Team } from './types';

const tally = (
  won: number,
  drawn: number,
  lost: number,
  legsFor: number,
  legsAgainst: number,
): TeamTally => ({
  played: won + drawn + lost,
  fixturesWon: won,
  fixturesDrawn: drawn,
  fixturesLost: lost,
  winRate: legsFor,
  lossRate: legsAgainst,
});

describe('league table ordering: each rule breaks the ties of the one before', () => {
  // name       W  D  L  legs    points
  const rows = [
    ['Xray', tally(1, 2, 0, 7, 4)], //   4, won 1, +3
    ['alpha', tally(1, 2, 0, 7, 4)], //  4, won 1, +3 -> before Xray by name, ignoring case
    ['Yankee', tally(1, 2, 0, 9, 4)], // 4, won 1, +5 -> before alpha and Xray on difference
    ['Zulu', tally(2, 0, 0, 0, 0)], //   4, won 2     -> before the three on fixtures won
    ['Victor', tally(0, 5, 0, 0, 9)], // 5            -> first on points, with no wins and -9
  ] as const;

  it('orders by points, fixtures won, leg difference, then name', () => {
    const teams = rows.map(([name]) => team(`t-${name}`, name, 'div-1'));
    const tallies = new Map(rows.map(([name, t]) => [`t-${name}`, t]));
    const { rows: table } = buildLeagueTable({ teams, tallies, players: [], divisionOf: () => null });
    expect(table.map((r) => [r.rank, r.name, r.points, r.fixturesWon, r.difference])).toEqual([
      [1, 'Victor', 5, 0, -9],
      [2, 'Zulu', 4, 2, 0],
      [3, 'Yankee', 4, 1, 5],
      [4, 'alpha', 4, 1, 3],
      [5, 'Xray', 4, 1, 3],
    ]);
  });

  it('gives a team without results a row of zeros and its name as the venue when it has no address', () => {
    const row = leagueRow(team('t', 'Nomad', 'div-1', [], { address: '' }), emptyTeamTally(), [], null);
    expect(row).toMatchObject({
      address: 'Nomad',
      played: 0,
      points: 0,
      difference: 0,
      matchesWon: 0,
      division: null,
      updated: null,
    });
  });

  it('keeps only the filtered team and reports teams from elsewhere', () => {
    const teams = [team('t1', 'One', 'div-1'), team('t2', 'Two', 'div-1')];
    const tallies = new Map([
      ['t1', tally(1, 0, 0, 3, 0)],
      ['t9', tally(0, 0, 1, 0, 3)],
    ]);
    const result = buildLeagueTable({ teams, tallies, players: [], divisionOf: () => null, teamId: 't2' });
    expect(result.rows.map((r) => [r.name, r.rank])).toEqual([['Two', 1]]);
    expect(result.dataErrors.map((e) => e.message)).toEqual(['Potential cross-division team found: t9']);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random seasons of 4 teams.

const teams: Team[] = ['A', 'B', 'C', 'D'].map((n) =>
  team(
    `t-${n}`,
    n,
    'div-1',
    [1, 2, 3].map((i) => teamPlayer(`p-${n}${i}`, `${n}${i}`)),
  ),
);
const playersOf = (t: Team) => t.seasons[0]?.players ?? [];

const matchArb = (home: Team, away: Team): fc.Arbitrary<[FixtureMatch, MatchOption | null]> =>
  fc
    .record({
      homeCount: fc.integer({ min: 0, max: 3 }),
      awayCount: fc.integer({ min: 0, max: 3 }),
      mismatch: fc.boolean(),
      homeScore: fc.option(fc.integer({ min: 0, max: 5 })),
      awayScore: fc.option(fc.integer({ min: 0, max: 5 })),
      legs: fc.option(fc.constantFrom(3, 5)),
    })
    .map(({ homeCount, awayCount, mismatch, homeScore, awayScore, legs }) => {
      const count = mismatch ? awayCount : homeCount;
      const m = match(
        playersOf(home).slice(0, homeCount),
        playersOf(away).slice(0, count),
        homeScore,
        awayScore,
      );
      return [m, legs === null ? null : { playerCount: homeCount, startingScore: 501, numberOfLegs: legs }];
    });

const gameArb: fc.Arbitrary<Fixture> = fc
  .record({
    home: fc.integer({ min: 0, max: 3 }),
    offset: fc.integer({ min: 1, max: 3 }),
    day: fc.integer({ min: 10, max: 20 }),
    postponed: fc.boolean(),
    isKnockout: fc.boolean(),
    n: fc.integer({ min: 0, max: 8 }),
    seed: fc.integer(),
  })
  .chain(({ home, offset, day, postponed, isKnockout, n }) => {
    const h = teams[home] as Team;
    const a = teams[(home + offset) % 4] as Team;
    return fc.array(matchArb(h, a), { minLength: n, maxLength: n }).map((ms) =>
      game(`g-${home}-${offset}-${day}-${ms.map((m) => m[0].id).join('')}`, `2024-01-${day}`, h, a, {
        postponed,
        isKnockout,
        matches: ms.map((m) => m[0]),
        matchOptions: ms.map((m) => m[1]),
      }),
    );
  });

const compute = (games: Fixture[]) =>
  computeDivisionData({
    season: season(),
    divisions: [{ id: 'div-1', name: 'One', superleague: false }],
    allDivisions: [],
    teams,
    games,
    tournaments: [],
    notes: [],
    filter: {},
    canManagePlayers: true,
    canManageTournaments: false,
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('league and player table properties', () => {
  it('ranks are 1..n in order and the rows are sorted by the comparators', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 10 }), (games) => {
        const data = compute(games);
        expect(data.teams.map((t) => t.rank)).toEqual([1, 2, 3, 4]);
        expect(data.players.map((p) => p.rank)).toEqual(data.players.map((_, i) => i + 1));
        data.teams
          .slice(1)
          .forEach((row, i) => expect(compareLeagueRows(data.teams[i]!, row)).toBeLessThan(0));
        data.players
          .slice(1)
          .forEach((row, i) => expect(comparePlayerRows(data.players[i]!, row)).toBeLessThan(0));
      }),
      { numRuns: 60 },
    );
  });

  it('wins balance losses, and points = 2 x won + drawn', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 10 }), (games) => {
        const { teams: rows } = compute(games);
        expect(sum(rows.map((t) => t.fixturesWon))).toBe(sum(rows.map((t) => t.fixturesLost)));
        expect(sum(rows.map((t) => t.matchesWon))).toBe(sum(rows.map((t) => t.matchesLost)));
        expect(sum(rows.map((t) => t.winRate))).toBe(sum(rows.map((t) => t.lossRate)));
        expect(sum(rows.map((t) => t.fixturesDrawn)) % 2).toBe(0);
        for (const t of rows) {
          expect(t.points).toBe(2 * t.fixturesWon + t.fixturesDrawn);
          expect(t.played).toBeGreaterThanOrEqual(t.fixturesWon + t.fixturesLost + t.fixturesDrawn);
          expect(t.difference).toBe(t.winRate - t.lossRate);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('postponed and knockout fixtures never change the league table', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 10 }), (games) => {
        const counted = games.filter((g) => !g.postponed && !g.isKnockout);
        expect(compute(games).teams).toEqual(compute(counted).teams);
      }),
      { numRuns: 40 },
    );
  });
});
