import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWinner as cardMatchWinner } from '../league/matchResult';
import { isSuperleagueMatchWon } from '../live/superleague';
import { matchWinnerOf } from '../scorecard/scorecard';
import { winningKey } from '../tournament/winner';
import { winnerOnLegs, winsOnLegs } from './legsRule';
import { winnerByLegs } from './match';

/* One rule for winning a match on legs (legsRule.ts): every reader of it agrees. */

const numberOfLegs = fc.integer({ min: 1, max: 15 });
const legs = fc.integer({ min: 0, max: 15 });

describe('winning a match on legs', () => {
  it('needs more than half the number of legs', () => {
    expect(winsOnLegs(3, 5)).toBe(true);
    expect(winsOnLegs(2, 5)).toBe(false);
    expect(winsOnLegs(2, 3)).toBe(true);
    expect(winsOnLegs(2, 4)).toBe(false);
    expect(winsOnLegs(3, 4)).toBe(true);
    expect(winsOnLegs(null, 3)).toBe(false);
    expect(winsOnLegs(undefined, 3)).toBe(false);
    expect(winnerOnLegs(2, 2, 5)).toBeNull();
    expect(winnerOnLegs(null, 2, 3)).toBe('away');
  });

  it('is won exactly when twice the legs won exceed the number of legs', () => {
    fc.assert(
      fc.property(legs, numberOfLegs, (won, n) => {
        expect(winsOnLegs(won, n)).toBe(2 * won > n);
      }),
    );
  });

  it('reads the same on a league card, a leg-by-leg record, a tournament and a superleague night', () => {
    fc.assert(
      fc.property(legs, legs, numberOfLegs, (home, away, n) => {
        const winner = winnerOnLegs(home, away, n);
        const option = { playerCount: 1, startingScore: 501, numberOfLegs: n };
        const card = { homePlayers: [], awayPlayers: [], homeScore: home, awayScore: away };
        expect(matchWinnerOf(card, option)).toBe(winner);
        expect(cardMatchWinner(home, away, option)).toBe(winner);
        expect(winnerByLegs(n, { home, away })).toBe(winner);
        const key = winningKey({ scoreA: home, scoreB: away }, n);
        expect(key === 'sideA' ? 'home' : key === 'sideB' ? 'away' : null).toBe(winner);
        expect(isSuperleagueMatchWon({ home, away }, n)).toBe(winsOnLegs(Math.max(home, away), n));
      }),
    );
  });
});
