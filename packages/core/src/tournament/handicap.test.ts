import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollingAverages } from '../reports/rollingAverages';
import type { SinglesRecord } from '../reports/singlesRecords';
import type { SaygInput } from '../scoring/types';
import { handicapsFromAverages, legsInHandBalance, legsThrownOf, matchHandicap } from './handicap';

/* A handicapped event: what a match's record takes from its sides, and the figures beside the results. */

describe('a match’s handicap', () => {
  it('gives each side its start, points off the game’s score, never below 101', () => {
    expect(matchHandicap('start', { handicap: 60 }, {}, 501, 5)).toEqual({
      starts: { home: 441, away: 501 },
    });
    expect(matchHandicap('start', { handicap: 450 }, { handicap: 20 }, 501, 5)).toEqual({
      starts: { home: 101, away: 481 },
    });
    expect(matchHandicap(undefined, { handicap: 60 }, {}, 501, 5)).toEqual({});
    expect(matchHandicap('start', {}, { handicap: 0 }, 501, 5)).toEqual({});
  });

  it('gives the side with more legs in hand the difference, never enough to win without throwing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 21 }),
        (a, b, bestOf) => {
          const { legsInHand } = matchHandicap('legs', { handicap: a }, { handicap: b }, 501, bestOf);
          if (a === b) {
            expect(legsInHand?.home ?? 0).toBe(legsInHand?.away ?? 0);
            return;
          }
          const toWin = Math.floor(bestOf / 2) + 1;
          expect(Math.min(legsInHand!.home, legsInHand!.away)).toBe(0);
          expect(Math.max(legsInHand!.home, legsInHand!.away)).toBeLessThan(toWin);
          expect(legsInHand!.home > 0).toBe(a > b && bestOf > 1);
        },
      ),
    );
    expect(matchHandicap('legs', { handicap: 3 }, { handicap: 1 }, 501, 7).legsInHand).toEqual({
      home: 2,
      away: 0,
    });
  });

  it('works handicaps out from averages: points off the start, or legs in hand against the strongest', () => {
    expect(handicapsFromAverages('start', [60, 52.8, null], 501, 5)).toEqual([0, 60, 0]);
    expect(handicapsFromAverages('legs', [60, 49, 38], 501, 7)).toEqual([0, 1, 2]);
    expect(handicapsFromAverages('legs', [null, null], 501, 7)).toEqual([0, 0]);
  });

  it('shows the legs thrown beside the counted and balances each player’s legs in hand in the tables', () => {
    expect(legsThrownOf(3, 1)).toBe(2);
    expect(legsThrownOf(null, 1)).toBeNull();
    const entrant = (seed: number) => ({ kind: 'entrant' as const, seed });
    const matches = [
      { a: entrant(0), b: entrant(1), scoreA: 1, scoreB: 3 },
      { a: entrant(1), b: entrant(2), scoreA: 3, scoreB: 0 },
      { a: entrant(0), b: entrant(2), scoreA: null, scoreB: null },
    ];
    const balance = legsInHandBalance('legs', matches, [{}, { handicap: 1 }, { handicap: 2 }], 5);
    // 0 v 1: 1 had one in hand; 1 v 2: 2 had one more than 1; 0 v 2 is unplayed.
    expect(Object.fromEntries(balance)).toEqual({ 0: -1, 1: 0, 2: 1 });
    expect(legsInHandBalance('start', matches, [{}, { handicap: 1 }, { handicap: 2 }], 5).size).toBe(0);
  });
});

describe('rolling averages', () => {
  const leg = (points: number[]) => ({
    startingScore: 501,
    home: { throws: points.map((score) => ({ score, noOfDarts: 3 })) },
    away: { throws: [] },
  });
  const record = (...legs: number[][]): SaygInput => ({
    startingScore: 501,
    numberOfLegs: legs.length,
    legs: Object.fromEntries(legs.map((l, i) => [String(i), leg(l)])),
  });

  it('average a player’s latest legs by date, across records', () => {
    const sayg = new Map([
      ['old', record([20, 20], [20, 20])],
      ['new', record([60, 60], [90, 90])],
    ]);
    const records: Pick<SinglesRecord, 'playerId' | 'saygId' | 'side' | 'date'>[] = [
      { playerId: 'p', saygId: 'new', side: 'home', date: '2026-02-01' },
      { playerId: 'p', saygId: 'old', side: 'home', date: '2026-01-01T19:30:00' },
      { playerId: 'q', saygId: 'missing', side: 'home', date: '2026-01-01' },
    ];
    expect(rollingAverages(records, sayg, 2).get('p')).toEqual({ average: 75, legs: 2 });
    expect(rollingAverages(records, sayg, 10).get('p')).toEqual({ average: 47.5, legs: 4 });
    expect(rollingAverages(records, sayg).has('q')).toBe(false);
  });
});
