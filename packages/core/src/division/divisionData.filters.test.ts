import { describe, expect, it } from 'vitest';
import { computeDivisionData, divisionDataName, isSuperleague } from './divisionData';
import { carl, crown, eagle, eve, g1, g2, g3, g4, g5, g6, sampleInput } from '../league/sampleSeason';
import { game, gp, match, SINGLES } from '../league/testBuilders';

// The worked example is described at the top of sampleSeason.ts.

describe('computeDivisionData: filters', () => {
  it('excludeProposals drops the placeholder rows', () => {
    const result = computeDivisionData({ ...sampleInput, filter: { excludeProposals: true } });
    expect(result.fixtures.map((d) => d.fixtures.length)).toEqual([2, 2, 2, 0, 0]);
  });

  it('a date filter keeps that date only, without placeholders, and counts only its fixtures', () => {
    const result = computeDivisionData({ ...sampleInput, filter: { date: '2024-01-24' } });
    expect(result.fixtures.map((d) => [d.date, d.fixtures.map((f) => f.id)])).toEqual([
      ['2024-01-24', ['g5', 'g6']],
    ]);
    expect(result.teams.every((t) => t.played === 0 && t.points === 0)).toBe(true);
    // Only the knockout's accolades: Alice's 110 and Amy's 180.
    expect(result.players.map((p) => [p.name, p.oneEighties, p.over100Checkouts])).toEqual([
      ['Amy', 1, 0],
      ['Alice', 0, 110],
    ]);
  });

  it("a team filter keeps that team's fixtures, tournaments, table row and placeholders", () => {
    const result = computeDivisionData({ ...sampleInput, filter: { teamId: 't-crown' } });
    expect(result.teams.map((t) => [t.name, t.played, t.points, t.rank])).toEqual([['Crown', 0, 0, 1]]); // its G2 is incomplete
    expect(
      result.fixtures.map((d) => [
        d.date,
        d.fixtures.map((f) => f.id),
        d.tournamentFixtures.map((t) => t.id),
      ]),
    ).toEqual([
      ['2024-01-10', ['g2'], []],
      ['2024-01-17', ['g3'], []],
      ['2024-01-31', [], ['t1']],
      ['2024-02-07', ['t-crown'], []],
    ]);
  });

  it('with no division requested lists the whole season but counts nothing', () => {
    const result = computeDivisionData({ ...sampleInput, divisions: [] });
    expect(result).toMatchObject({
      id: null,
      name: '<0 divisions>',
      updated: null,
      superleague: true,
      players: [],
      dataErrors: [],
    });
    expect(result.teams).toHaveLength(7);
    expect(result.teams.every((t) => t.points === 0)).toBe(true);
    expect(result.fixtures.find((d) => d.date === '2024-01-24')?.fixtures.map((f) => f.id)).toEqual([
      'g5',
      'g6',
      't-crown',
      'g7', // by home team: Anchor, Bell, Crown (placeholder), Fox
    ]);
  });

  it('reports a team from another division playing a league fixture of this one', () => {
    const g8 = game('g8', '2024-02-14', crown, eagle, {
      matchOptions: [SINGLES],
      matches: [match([gp(carl)], [gp(eve)], 3, 0)],
    });
    const result = computeDivisionData({ ...sampleInput, games: [g1, g2, g3, g4, g5, g6, g8] });
    expect(result.dataErrors.at(-1)).toEqual({
      message: 'Potential cross-division team found: t-eagle',
      gameId: null,
      tournamentId: null,
      teamId: 't-eagle',
      playerId: null,
    });
    // Crown's G8 win counts (2 points, +3) level with Anchor's G1; Anchor first by name.
    expect(result.teams.map((t) => t.name)).toEqual(['Anchor', 'Crown', 'Dolphin', 'Bell']);
  });
});

describe('divisionDataName and isSuperleague', () => {
  it.each([
    [[], '<0 divisions>'],
    [[{ name: 'Premier' }], 'Premier'],
    [[{ name: 'two' }, { name: 'One' }], 'One & two'],
  ])('%j -> %s', (divisions, name) => {
    expect(divisionDataName(divisions)).toBe(name);
  });

  it('is superleague only when every division is (and for none)', () => {
    expect(isSuperleague([])).toBe(true);
    expect(isSuperleague([{ superleague: true }, { superleague: false }])).toBe(false);
    expect(isSuperleague([{ superleague: true }])).toBe(true);
  });
});
