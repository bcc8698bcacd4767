import { describe, expect, it } from 'vitest';
import type { DivisionPlayer } from '../contract/divisionData';
import {
  buildPlayerTable,
  comparePlayerRows,
  isPlayerVisible,
  visiblePlayers,
  winPercentage,
} from './playerTable';
import { emptyPerformance, type PlayerTally } from './statistics';
import { team, teamPlayer } from './testBuilders';

const perf = (played: number, won = 0) => ({
  ...emptyPerformance(),
  matchesPlayed: played,
  matchesWon: won,
  matchesLost: played - won,
});

function row(
  name: string,
  p: Partial<Omit<DivisionPlayer, 'pairs' | 'triples'>> & { pairs?: number; triples?: number },
): DivisionPlayer {
  const { pairs = 0, triples = 0, ...rest } = p;
  return {
    id: `p-${name}`,
    name,
    team: 'T',
    teamId: 't',
    captain: false,
    points: 0,
    winPercentage: 0,
    oneEighties: 0,
    over100Checkouts: 0,
    singles: perf(0),
    pairs: perf(pairs),
    triples: perf(triples),
    fixtures: {},
    rank: 0,
    division: null,
    updated: null,
    ...rest,
  };
}

describe('player table ordering: each rule breaks the ties of the one before', () => {
  it('orders by points, win %, pairs, triples, 180s, hi-check, then name', () => {
    const rows = [
      row('hank', {
        points: 6,
        winPercentage: 50,
        pairs: 2,
        triples: 1,
        oneEighties: 1,
        over100Checkouts: 100,
      }), // name, ignoring case
      row('Gina', {
        points: 6,
        winPercentage: 50,
        pairs: 2,
        triples: 1,
        oneEighties: 1,
        over100Checkouts: 100,
      }),
      row('Fay', {
        points: 6,
        winPercentage: 50,
        pairs: 2,
        triples: 1,
        oneEighties: 1,
        over100Checkouts: 120,
      }), // hi-check
      row('Ed', { points: 6, winPercentage: 50, pairs: 2, triples: 1, oneEighties: 2 }), // 180s
      row('Dee', { points: 6, winPercentage: 50, pairs: 2, triples: 2 }), // triples played
      row('Cy', { points: 6, winPercentage: 50, pairs: 3 }), // pairs played
      row('Bo', { points: 6, winPercentage: 66.67 }), // win %
      row('Al', { points: 7 }), // points
    ];
    expect([...rows].sort(comparePlayerRows).map((r) => r.name)).toEqual([
      'Al',
      'Bo',
      'Cy',
      'Dee',
      'Ed',
      'Fay',
      'Gina',
      'hank',
    ]);
  });
});

describe('winPercentage', () => {
  it.each([
    [0, 0, 0],
    [3, 2, 66.67],
    [3, 1, 33.33],
    [8, 1, 12.5],
    [4, 4, 100],
  ])('%i played, %i won -> %d', (played, won, expected) => {
    expect(winPercentage(perf(played, won))).toBe(expected);
  });
});

describe('buildPlayerTable', () => {
  const ann = teamPlayer('ann', 'Ann', { updated: '2024-01-05T00:00:00Z' });
  const gone = teamPlayer('gone', 'Gone', { deleted: '2024-01-01T00:00:00Z' });
  const idle = teamPlayer('idle', 'Idle');
  const teams = [team('t1', 'One', 'div-1', [ann, gone, idle])];
  const tally = (id: string, name: string, singlesLegs: number): PlayerTally => ({
    id,
    name,
    singles: { ...perf(1, 1), winRate: singlesLegs },
    pairs: emptyPerformance(),
    triples: emptyPerformance(),
    oneEighties: 0,
    over100Checkouts: 0,
    fixtures: { '2024-01-10': 'g1' },
  });
  const tallies = new Map([
    ['ann', tally('ann', 'Ann', 3)],
    ['gone', tally('gone', 'Gone', 3)], // deleted from the team: dropped
    ['stranger', tally('stranger', 'Stranger', 3)], // not registered in the division: dropped
  ]);

  it('keeps registered players with results; points are singles legs won', () => {
    const rows = buildPlayerTable({
      teams,
      seasonId: 'season',
      tallies,
      divisionOf: () => null,
      includeAllRegistered: false,
    });
    expect(rows).toEqual([
      {
        id: 'ann',
        name: 'Ann',
        team: 'One',
        teamId: 't1',
        captain: false,
        points: 3,
        winPercentage: 100,
        oneEighties: 0,
        over100Checkouts: 0,
        singles: { ...perf(1, 1), winRate: 3 },
        pairs: emptyPerformance(),
        triples: emptyPerformance(),
        fixtures: { '2024-01-10': 'g1' },
        rank: 1,
        division: null,
        updated: '2024-01-05T00:00:00Z',
      },
    ]);
  });

  it('adds the other registered players with zeros for managers', () => {
    const rows = buildPlayerTable({
      teams,
      seasonId: 'season',
      tallies,
      divisionOf: () => null,
      includeAllRegistered: true,
    });
    expect(rows.map((r) => [r.rank, r.name, r.points])).toEqual([
      [1, 'Ann', 3],
      [2, 'Idle', 0],
    ]);
  });
});

describe('visible players', () => {
  it.each([
    ['singles played', row('a', { singles: perf(1) }), true],
    ['a 180', row('b', { oneEighties: 1 }), true],
    ['a hi-check', row('c', { over100Checkouts: 101 }), true],
    ['pairs only', row('d', { pairs: 2 }), false],
    ['nothing', row('e', {}), false],
  ])('%s -> %s', (_label, r, visible) => {
    expect(isPlayerVisible(r, false)).toBe(visible);
    expect(isPlayerVisible(r, true)).toBe(true);
  });

  it('filters the rows and keeps their ranks', () => {
    const rows = [
      row('a', { singles: perf(1), rank: 1 }),
      row('b', { rank: 2 }),
      row('c', { oneEighties: 1, rank: 3 }),
    ];
    expect(visiblePlayers(rows, false).map((r) => [r.name, r.rank])).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });
});
