import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { LegInput, SideKey, Throw } from './types';
import { sequenceStartingWith } from './leg';
import {
  isDecidingLeg,
  isMatchFinished,
  isSinglePlayer,
  isSinglePlayerLegs,
  legKeys,
  legsWon,
  matchWinner,
  nextLegIndex,
  nextLegSetup,
  recomputeSayg,
  winnerByLegs,
} from './match';

const names = { home: 'Ann', away: 'Bob' };
const NINE_DARTER: Throw[] = [
  { score: 180, noOfDarts: 3 },
  { score: 180, noOfDarts: 3 },
  { score: 141, noOfDarts: 3 },
];
const NOTHING: Throw[] = [{ score: 26, noOfDarts: 3 }];

/** A leg won by `winner` (or unfinished when null), thrown first by `first`. */
function legWonBy(winner: SideKey | null, first: SideKey = 'home', single = false): LegInput {
  const side = (s: SideKey) => ({ throws: winner === s ? NINE_DARTER : NOTHING });
  return {
    startingScore: 501,
    currentThrow: first,
    playerSequence: sequenceStartingWith(first, names, single),
    home: side('home'),
    away: single ? null : side('away'),
  };
}

function record(winners: (SideKey | null)[], numberOfLegs = 3, opponentName: string | null = 'Bob') {
  const legs: Record<string, LegInput> = {};
  winners.forEach((w, i) =>
    Object.assign(legs, { [i]: legWonBy(w, i % 2 === 0 ? 'home' : 'away', opponentName === null) }),
  );
  return { startingScore: 501, numberOfLegs, yourName: 'Ann', opponentName, legs };
}

describe('legKeys', () => {
  it('orders leg keys numerically and ignores other keys', () => {
    expect(legKeys({ '10': 1, '2': 1, '0': 1, x: 1, '1': 1 })).toEqual(['0', '1', '2', '10']);
    expect(nextLegIndex({})).toBe(0);
    expect(nextLegIndex({ '0': 1, '1': 1 })).toBe(2);
  });
});

describe('match winner', () => {
  it.each([
    [3, 2, 0, 'home'],
    [3, 1, 1, null],
    [3, 1, 2, 'away'],
    [5, 2, 2, null],
    [5, 3, 2, 'home'],
    [4, 2, 2, null],
    [4, 3, 1, 'home'],
    [1, 1, 0, 'home'],
    [1, 0, 0, null],
  ])('best of %i at %i-%i -> %s', (legs, home, away, winner) => {
    expect(winnerByLegs(legs, { home, away })).toBe(winner);
  });

  it('is derived from the throws, not from stored scores', () => {
    const r = { ...record(['home', 'away', 'away']), homeScore: 3, awayScore: 0 };
    expect(legsWon(r)).toEqual({ home: 1, away: 2 });
    expect(matchWinner(r)).toBe('away');
  });
});

describe('isMatchFinished', () => {
  it.each([
    ['best of 3 at 1-0', record(['home']), false],
    ['best of 3 at 2-0', record(['home', 'home']), true],
    ['best of 3 at 1-1 with the decider in play', record(['home', 'away', null]), false],
    ['best of 4 level at 2-2', record(['home', 'away', 'home', 'away'], 4), true],
    ['best of 4 at 2-1', record(['home', 'away', 'home'], 4), false],
    ['single player after 2 of 3 legs', record(['home', 'home'], 3, null), false],
    ['single player after 3 of 3 legs', record(['home', 'home', 'home'], 3, null), true],
    ['no legs', record([]), false],
  ])('%s -> %s', (_name, r, finished) => {
    expect(isMatchFinished(r)).toBe(finished);
  });

  it('tells single player from the legs or the opponent name', () => {
    expect(isSinglePlayerLegs(record(['home'], 3, null).legs)).toBe(true);
    expect(isSinglePlayerLegs(record(['home']).legs)).toBe(false);
    expect(isSinglePlayer({ opponentName: null })).toBe(true);
    expect(isSinglePlayer({ opponentName: '  ' })).toBe(true);
    expect(isSinglePlayer({ opponentName: 'Bob' })).toBe(false);
  });
});

describe('recomputeSayg', () => {
  it('recomputes sides, isLastLeg and the match score from the throws', () => {
    const input = { ...record(['home', 'away', null]), homeScore: 7, awayScore: 7 };
    const r = recomputeSayg(input);
    expect([r.homeScore, r.awayScore]).toEqual([1, 1]);
    expect(r.legs['0']?.home).toEqual({ score: 501, noOfDarts: 9, throws: NINE_DARTER });
    expect(r.legs['0']?.away).toEqual({ score: 26, noOfDarts: 3, throws: NOTHING });
    expect(Object.values(r.legs).map((l) => l.isLastLeg)).toEqual([false, false, true]);
    expect(r.yourName).toBe('Ann');
  });
});

describe('deciding leg and next leg set-up', () => {
  it.each([
    [3, 2, 1, 1, true],
    [3, 2, 2, 0, false],
    [3, 1, 1, 0, false],
    [1, 0, 0, 0, false],
    [5, 4, 2, 2, true],
    [5, 4, 3, 1, false],
    [4, 3, 2, 1, false],
  ])('best of %i, leg index %i at %i-%i -> deciding %s', (legs, index, home, away, deciding) => {
    expect(isDecidingLeg(legs, index, { home, away })).toBe(deciding);
  });

  it('asks who plays first for the first leg unless a sequence is supplied', () => {
    expect(nextLegSetup(record([])).currentThrow).toBeNull();
    const seq = sequenceStartingWith('away', names);
    const l = nextLegSetup(record([]), { firstLegSequence: seq });
    expect(l.playerSequence).toEqual(seq);
    expect(l.currentThrow).toBe('away');
  });

  it('reverses the previous leg order', () => {
    const l = nextLegSetup(record(['home']));
    expect(l.playerSequence.map((p) => p.value)).toEqual(['away', 'home']);
    expect(l.currentThrow).toBe('away');
    expect(l.isLastLeg).toBe(false);
    expect(l.home.throws).toEqual([]);
  });

  it('asks who won the bull on a deciding leg at level scores, or uses the final-leg sequence', () => {
    const level = record(['home', 'away']);
    const ask = nextLegSetup(level);
    expect(ask.currentThrow).toBeNull();
    expect(ask.playerSequence).toEqual([]);
    expect(ask.isLastLeg).toBe(true);
    const finalLegSequence = sequenceStartingWith('home', names);
    const given = nextLegSetup(level, { finalLegSequence });
    expect(given.playerSequence).toEqual(finalLegSequence);
    expect(given.currentThrow).toBe('home');
  });

  it('keeps the single player throwing first with no away side', () => {
    const l = nextLegSetup(record(['home'], 3, null));
    expect(l.playerSequence).toEqual([{ value: 'home', text: 'Ann' }]);
    expect(l.currentThrow).toBe('home');
    expect(l.away).toBeNull();
  });
});

describe('properties', () => {
  const winnersArb = fc.array(fc.constantFrom<SideKey | null>('home', 'away', null), { maxLength: 12 });
  const legsArb = fc.integer({ min: 1, max: 11 });

  it('the match winner has won more than half the legs', () => {
    fc.assert(
      fc.property(winnersArb, legsArb, (winners, n) => {
        const r = record(winners, n);
        const won = legsWon(r);
        const winner = matchWinner(r);
        if (winner) expect(won[winner] * 2).toBeGreaterThan(n);
        else expect(Math.max(won.home, won.away) * 2).toBeLessThanOrEqual(n);
      }),
    );
  });

  it('recomputing a record is idempotent and scores are legs won', () => {
    fc.assert(
      fc.property(winnersArb, legsArb, (winners, n) => {
        const once = recomputeSayg(record(winners, n));
        expect(recomputeSayg(once)).toEqual(once);
        expect(once.homeScore).toBe(winners.filter((w) => w === 'home').length);
        expect(once.awayScore).toBe(winners.filter((w) => w === 'away').length);
      }),
    );
  });
});
