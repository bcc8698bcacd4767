import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { winningKey } from './winner';
import { legsToWin } from '../scoring/legsRule';
import { tournamentScoreProblem } from './scoreEntry';

describe('a knockout match score', () => {
  it('needs more than half the legs to win', () => {
    expect([1, 3, 4, 5, 7, 9].map(legsToWin)).toEqual([1, 2, 3, 3, 4, 5]);
  });

  it('says how many legs are needed when it decides nothing', () => {
    expect(tournamentScoreProblem(3, 1, 7)).toBe(
      'A best of 7 is won with 4 legs: a score of 3-1 decides nothing, so nobody goes through',
    );
    expect(tournamentScoreProblem(0, 0, 5)).toBe(
      'A best of 5 is won with 3 legs: a score of 0-0 decides nothing, so nobody goes through',
    );
    expect(tournamentScoreProblem(2, null, 5)).toBe(
      'A best of 5 is won with 3 legs: a score of 2 decides nothing, so nobody goes through',
    );
  });

  it('refuses two winners', () => {
    expect(tournamentScoreProblem(4, 4, 7)).toBe(
      'Only one side can win 4 legs in a best of 7: a score of 4-4 cannot be saved',
    );
  });

  it('takes no score, and a score with one winner', () => {
    expect(tournamentScoreProblem(null, null, 7)).toBeNull();
    expect(tournamentScoreProblem(4, 1, 7)).toBeNull();
    expect(tournamentScoreProblem(null, 3, 5)).toBeNull();
  });

  it('is refused exactly when the bracket would find no single winner', () => {
    const score = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null });
    fc.assert(
      fc.property(score, score, fc.integer({ min: 1, max: 11 }), (a, b, legs) => {
        const refused = tournamentScoreProblem(a, b, legs) !== null;
        const entered = a !== null || b !== null;
        const aWins = winningKey({ scoreA: a, scoreB: null }, legs) === 'sideA';
        const bWins = winningKey({ scoreA: null, scoreB: b }, legs) === 'sideB';
        expect(refused).toBe(entered && aWins === bWins);
      }),
    );
  });
});
