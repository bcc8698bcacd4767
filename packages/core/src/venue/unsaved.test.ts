import { describe, expect, it } from 'vitest';
import { recordWon, unsavedResults, type LinkedMatch } from './unsaved';

/* A won match whose result the event (a tournament, a card) does not hold a minute after its last leg is flagged. */

const now = new Date('2026-11-28T20:10:00Z');
const linked = (
  scoreA: number | null,
  scoreB: number | null,
  homeScore: number,
  awayScore: number,
  updated = '2026-11-28T20:08:00Z',
): LinkedMatch => ({
  matchId: 'W1-1',
  scoreA,
  scoreB,
  record: { homeScore, awayScore, numberOfLegs: 3, updated },
});

describe('results left unsaved', () => {
  it('knows a won record: the most of its legs', () => {
    expect(recordWon({ homeScore: 2, awayScore: 0, numberOfLegs: 3, updated: '' })).toBe(true);
    expect(recordWon({ homeScore: 1, awayScore: 1, numberOfLegs: 3, updated: '' })).toBe(false);
    expect(recordWon({ homeScore: 2, awayScore: 2, numberOfLegs: 5, updated: '' })).toBe(false);
    expect(recordWon({ homeScore: 0, awayScore: 3, numberOfLegs: 5, updated: '' })).toBe(true);
  });

  it('flags a won match whose score the event lacks or holds otherwise, a minute after its last leg', () => {
    expect(unsavedResults([linked(null, null, 2, 1)], now)).toEqual([
      { matchId: 'W1-1', scoreA: 2, scoreB: 1, finished: '2026-11-28T20:08:00Z' },
    ]);
    expect(unsavedResults([linked(1, 1, 2, 1)], now)).toHaveLength(1);
  });

  it('leaves alone a saved result, a match still being played and one won less than a minute ago', () => {
    expect(unsavedResults([linked(2, 1, 2, 1)], now)).toEqual([]);
    expect(unsavedResults([linked(1, 1, 1, 1)], now)).toEqual([]);
    expect(unsavedResults([linked(null, null, 2, 0, '2026-11-28T20:09:00.001Z')], now)).toEqual([]);
    expect(unsavedResults([linked(null, null, 2, 0, '2026-11-28T20:09:00.000Z')], now)).toHaveLength(1);
  });
});
