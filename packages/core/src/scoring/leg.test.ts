import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { LegInput, SideKey, Throw } from './types';
import {
  checkoutVisitIndex,
  createLeg,
  firstThrower,
  isLegStarted,
  legRemaining,
  legSides,
  legWinner,
  nextThrower,
  recomputeLeg,
  reverseSequence,
  sequenceStartingWith,
  startLeg,
} from './leg';

const visits = (scores: number[], lastDarts = 3): Throw[] =>
  scores.map((score, i) => ({ score, noOfDarts: i === scores.length - 1 ? lastDarts : 3 }));

const names = { home: 'Ann', away: 'Bob' };

function leg(home: Throw[], away: Throw[] | null, first: SideKey = 'home', startingScore = 501): LegInput {
  return {
    startingScore,
    currentThrow: first,
    playerSequence: away ? sequenceStartingWith(first, names) : sequenceStartingWith('home', names, true),
    home: { throws: home },
    away: away ? { throws: away } : null,
  };
}

describe('legWinner', () => {
  it.each([
    ['nobody yet', leg(visits([100, 100]), visits([60])), null],
    ['home checks out', leg(visits([180, 180, 141]), visits([60, 60])), 'home'],
    ['away checks out with 2 darts', leg(visits([60, 60, 60]), visits([180, 180, 141], 2)), 'away'],
    ['a bust leaving 1 does not win', leg(visits([180, 180, 140]), visits([60, 60, 60])), null],
    ['a bust below 0 does not win', leg(visits([180, 180, 145]), visits([60, 60, 60])), null],
    ['single player', leg(visits([180, 180, 141]), null), 'home'],
    ['single player not finished', leg(visits([180, 180]), null), null],
  ])('%s', (_name, l, winner) => {
    expect(legWinner(l)).toBe(winner);
  });

  it('gives one winner when both sides reach 0: the first in throwing order', () => {
    const both = (first: SideKey) => leg(visits([180, 180, 141]), visits([180, 180, 141]), first);
    expect(legWinner(both('home'))).toBe('home');
    expect(legWinner(both('away'))).toBe('away');
    const awayEarlier = leg(visits([100, 100, 100, 100, 101]), visits([180, 180, 141]), 'home');
    expect(legWinner(awayEarlier)).toBe('away');
  });

  it('finds the checkout visit', () => {
    const l = leg(visits([180, 180, 141, 0]), visits([60]));
    expect(checkoutVisitIndex(l, 'home')).toBe(2);
    expect(checkoutVisitIndex(l, 'away')).toBeNull();
  });
});

describe('legRemaining and recomputeLeg', () => {
  it('derives remaining and side totals from the throws only', () => {
    const l: LegInput = {
      ...leg(visits([100, 140]), visits([45])),
      home: { score: 12, noOfDarts: 1, throws: visits([100, 140]) },
    };
    expect(legRemaining(l, 'home')).toBe(261);
    expect(legRemaining(l, 'away')).toBe(456);
    const r = recomputeLeg(l);
    expect(r.home).toEqual({ score: 240, noOfDarts: 6, throws: visits([100, 140]) });
    expect(r.away).toEqual({ score: 45, noOfDarts: 3, throws: visits([45]) });
    expect(r.playerSequence).toEqual([
      { value: 'home', text: 'Ann' },
      { value: 'away', text: 'Bob' },
    ]);
  });

  it('keeps a single-player leg single', () => {
    const r = recomputeLeg(leg(visits([60]), null));
    expect(r.away).toBeNull();
    expect(legRemaining(r, 'away')).toBeNull();
    expect(legSides(r)).toEqual(['home']);
  });
});

describe('turns and set-up', () => {
  it('passes the turn after each visit; single player keeps it', () => {
    expect(nextThrower(leg([], []))).toBe('home');
    expect(nextThrower(leg(visits([60]), []))).toBe('away');
    expect(nextThrower(leg(visits([60]), visits([60])))).toBe('home');
    expect(nextThrower(leg([], [], 'away'))).toBe('away');
    expect(nextThrower(leg([], visits([60]), 'away'))).toBe('home');
    expect(nextThrower(leg(visits([60, 60]), null))).toBe('home');
    expect(nextThrower({ ...leg([], []), playerSequence: [] })).toBeNull();
  });

  it('creates an empty leg with the starter unset unless a sequence is given', () => {
    const l = createLeg(501, { isLastLeg: true });
    expect(l).toEqual({
      startingScore: 501,
      currentThrow: null,
      playerSequence: [],
      isLastLeg: true,
      home: { score: 0, noOfDarts: 0, throws: [] },
      away: { score: 0, noOfDarts: 0, throws: [] },
    });
    expect(isLegStarted(l)).toBe(false);
    const single = createLeg(301, { singlePlayer: true, playerSequence: [{ value: 'home', text: 'Ann' }] });
    expect(single.away).toBeNull();
    expect(single.currentThrow).toBe('home');
    expect(isLegStarted(single)).toBe(true);
  });

  it('starts a leg with the chosen side first', () => {
    const l = startLeg(createLeg(501), 'away', names);
    expect(l.playerSequence).toEqual([
      { value: 'away', text: 'Bob' },
      { value: 'home', text: 'Ann' },
    ]);
    expect(l.currentThrow).toBe('away');
    expect(firstThrower(l)).toBe('away');
    const single = startLeg(createLeg(501, { singlePlayer: true }), 'away', names);
    expect(single.playerSequence).toEqual([{ value: 'home', text: 'Ann' }]);
    expect(single.currentThrow).toBe('home');
  });

  it('reverses a sequence without changing the original', () => {
    const seq = sequenceStartingWith('home', names);
    expect(reverseSequence(seq).map((p) => p.value)).toEqual(['away', 'home']);
    expect(seq.map((p) => p.value)).toEqual(['home', 'away']);
    expect(reverseSequence([{ value: 'home', text: 'Ann' }])).toEqual([{ value: 'home', text: 'Ann' }]);
  });
});

describe('properties', () => {
  const throwArb = fc.record({
    score: fc.integer({ min: 0, max: 180 }),
    noOfDarts: fc.integer({ min: 1, max: 3 }),
  });
  const legArb = fc
    .record({
      start: fc.integer({ min: 2, max: 501 }),
      home: fc.array(throwArb, { maxLength: 25 }),
      away: fc.option(fc.array(throwArb, { maxLength: 25 }), { nil: null }),
      first: fc.constantFrom<SideKey>('home', 'away'),
    })
    .map(({ start, home, away, first }) => leg(home, away, first, start));

  it('a leg has at most one winner, and it is a side whose remaining is exactly 0', () => {
    fc.assert(
      fc.property(legArb, (l) => {
        const winner = legWinner(l);
        const atZero = legSides(l).filter((s) => legRemaining(l, s) === 0);
        if (winner === null) expect(atZero).toEqual([]);
        else expect(atZero).toContain(winner);
      }),
    );
  });

  it('recomputing a leg is idempotent and never changes the winner', () => {
    fc.assert(
      fc.property(legArb, (l) => {
        const once = recomputeLeg(l);
        expect(recomputeLeg(once)).toEqual(once);
        expect(legWinner(once)).toBe(legWinner(l));
      }),
    );
  });
});
