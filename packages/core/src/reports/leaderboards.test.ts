import { describe, expect, it } from 'vitest';
import { sequenceStartingWith } from '../scoring/leg';
import type { LegInput, SaygInput } from '../scoring/types';
import { leaderboards } from './leaderboards';
import type { SinglesRecord } from './singlesRecords';

/* Leaderboards over a season: averages with enough legs, 180s, checkouts, best legs, most improved. */

const visits = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));
/** One leg: home wins with `win` (summing 501), away throws `lose`. */
const leg = (win: number[], lose: number[]): LegInput => ({
  startingScore: 501,
  currentThrow: null,
  playerSequence: sequenceStartingWith('home', { home: 'H', away: 'A' }, false),
  home: { throws: visits(...win) },
  away: { throws: visits(...lose) },
});
const record = (...legs: LegInput[]): SaygInput => ({
  startingScore: 501,
  numberOfLegs: legs.length,
  legs: Object.fromEntries(legs.map((l, i) => [i, l])),
});

// Season 2: Ann a nine-darter and a 12-dart leg over Bob; Cal v Dee one 15-dart leg.
// Season 1: Ann slower (15 darts twice), so she improved.
const sayg = new Map<string, SaygInput>([
  ['ab2', record(leg([180, 180, 141], [60, 60]), leg([180, 100, 101, 120], [60, 60, 60]))],
  ['cd2', record(leg([100, 100, 100, 100, 101], [45, 45, 45, 45]))],
  [
    'ab1',
    record(
      leg([100, 100, 100, 100, 101], [60, 60, 60, 60]),
      leg([100, 100, 100, 100, 101], [60, 60, 60, 60]),
    ),
  ],
]);
const rec = (playerId: string, saygId: string, side: 'home' | 'away', seasonId: string): SinglesRecord => ({
  playerId,
  playerName: playerId.toUpperCase(),
  saygId,
  side,
  date: seasonId === 's2' ? '2026-10-01' : '2025-10-01',
  opponentId: null,
  opponentName: '',
  seasonId,
  competition: 'league',
  eventId: saygId,
  verdict: null,
});
const byPlayer = new Map([
  ['ann', [rec('ann', 'ab2', 'home', 's2'), rec('ann', 'ab1', 'home', 's1')]],
  ['bob', [rec('bob', 'ab2', 'away', 's2'), rec('bob', 'ab1', 'away', 's1')]],
  ['cal', [rec('cal', 'cd2', 'home', 's2')]],
  ['dee', [rec('dee', 'cd2', 'away', 's2')]],
]);
const names = (rows: { name: string; value: number }[]) => rows.map((r) => [r.name, r.value]);

describe('leaderboards', () => {
  it('ranks a season: averages of players with enough legs, 180s, checkouts, best legs', () => {
    const boards = leaderboards(byPlayer, sayg, { seasonId: 's2', previousSeasonId: 's1', minLegs: 2 });
    // Ann: 1002 points in 21 darts; Bob 300 in 15 darts; Cal and Dee have one leg each.
    expect(names(boards.average)).toEqual([
      ['ANN', 1002 / (21 / 3)],
      ['BOB', 300 / (15 / 3)],
    ]);
    expect(names(boards.oneEighties)).toEqual([['ANN', 3]]);
    expect(names(boards.highestCheckout)).toEqual([
      ['ANN', 141],
      ['CAL', 101],
    ]);
    expect(names(boards.bestLeg)).toEqual([
      ['ANN', 9],
      ['CAL', 15],
    ]);
    // Ann averaged 100.2 in season 1 (501 in 15 darts, twice); Bob 60 then 60.
    expect(names(boards.mostImproved)).toEqual([
      ['ANN', 1002 / (21 / 3) - 1002 / (30 / 3)],
      ['BOB', 300 / (15 / 3) - 480 / (24 / 3)],
    ]);
  });

  it('ranks the whole league with every season, and lowers the bar with fewer legs', () => {
    const boards = leaderboards(byPlayer, sayg, { seasonId: null, previousSeasonId: null, minLegs: 1 });
    expect(boards.average.map((r) => r.name)).toEqual(['ANN', 'CAL', 'BOB', 'DEE']);
    expect(boards.mostImproved).toEqual([]);
    expect(boards.average[0]).toMatchObject({ legs: 4 });
  });
});
