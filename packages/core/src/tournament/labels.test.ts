import { describe, expect, it } from 'vitest';
import { matchMnemonic, roundName, sideLabel, winnerPlaceholder } from './labels';
import {
  fullRoundSize,
  preliminaryMatchCount,
  readingOrderEntries,
  seedPositions,
  seededEntries,
} from './seeding';

describe('labels', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('side %i is %s', (index, label) => {
    expect(sideLabel(index)).toBe(label);
  });

  it('names matches, placeholders and rounds', () => {
    expect(matchMnemonic(3)).toBe('M3');
    expect(winnerPlaceholder('M3')).toBe('winner(M3)');
    expect([1, 2, 4, 8, 16].map((count, i) => roundName(count, 4 - i))).toEqual([
      'Final',
      'Semi-Final',
      'Quarter-Final',
      'Round 1',
      'Round 0',
    ]);
  });
});

describe('seeding', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 0],
    [2, 2, 0],
    [3, 2, 1],
    [12, 8, 4],
    [64, 64, 0],
  ])('%i sides: a full round of %i after %i preliminary matches', (count, full, prelims) => {
    expect(fullRoundSize(count)).toBe(full);
    expect(preliminaryMatchCount(count)).toBe(prelims);
  });

  it('places seeds 1 and 2 in opposite halves, 1-4 in different quarters', () => {
    expect(seedPositions(1)).toEqual([1]);
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives the seeds the byes through the preliminary round', () => {
    expect(seededEntries(5)).toEqual([
      { kind: 'side', rank: 0 },
      { kind: 'preliminary', rankA: 3, rankB: 4 },
      { kind: 'side', rank: 1 },
      { kind: 'side', rank: 2 },
    ]);
    expect(seededEntries(4).map((e) => (e.kind === 'side' ? e.rank : -1))).toEqual([0, 3, 1, 2]);
    expect(seededEntries(1)).toEqual([]);
  });

  it('reads in order when nobody is seeded', () => {
    expect(readingOrderEntries(3)).toEqual([
      { kind: 'side', rank: 2 },
      { kind: 'preliminary', rankA: 0, rankB: 1 },
    ]);
    expect(readingOrderEntries(1)).toEqual([{ kind: 'side', rank: 0 }]);
  });
});
