import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCheckout } from './checkout';
import {
  addDoubles,
  couldFinish,
  dartsAtDoubleProblem,
  doubleBegunOn,
  doublesFigures,
  doublesPercent,
  doublesQuestion,
  emptyDoubles,
  keepPossibleDoubles,
  mostDartsAtDouble,
} from './doubles';
import { recomputeLeg, sequenceStartingWith } from './leg';
import { editThrow, setDartsAtDouble } from './state';
import type { LegInput, SaygState, Throw } from './types';
import { throwOutcomes } from './visit';

const v = (score: number, noOfDarts = 3, dartsAtDouble?: number): Throw =>
  dartsAtDouble === undefined ? { score, noOfDarts } : { score, noOfDarts, dartsAtDouble };
const leg = (home: Throw[], startingScore = 501): LegInput => ({
  startingScore,
  currentThrow: 'home',
  playerSequence: sequenceStartingWith('home', { home: 'Ann', away: null }, true),
  home: { throws: home },
  away: null,
});
const record = (home: Throw[], startingScore = 501): SaygState => ({
  yourName: 'Ann',
  opponentName: null,
  startingScore,
  numberOfLegs: 1,
  legs: { 0: recomputeLeg(leg(home, startingScore)) },
  homeScore: 0,
  awayScore: 0,
});

describe('which visits could have finished', () => {
  it('is every score three darts can check out, and nothing else, from 0 to 501', () => {
    for (let r = 0; r <= 501; r++) {
      expect(couldFinish(r)).toBe(canCheckout(r, 3));
      expect(mostDartsAtDouble(r, 3) > 0).toBe(couldFinish(r));
    }
  });

  it('lets every dart go at a double from a double, two from a 2-dart finish, one from a 3-dart finish', () => {
    expect(mostDartsAtDouble(40, 3)).toBe(3);
    expect(mostDartsAtDouble(50, 3)).toBe(3);
    expect(mostDartsAtDouble(100, 3)).toBe(2);
    expect(mostDartsAtDouble(170, 3)).toBe(1);
    expect(mostDartsAtDouble(100, 2)).toBe(1);
    expect(mostDartsAtDouble(169, 3)).toBe(0);
    expect(mostDartsAtDouble(1, 3)).toBe(0);
  });

  it('names the double a visit began on only for a one-dart finish', () => {
    expect(doubleBegunOn(32)).toBe(16);
    expect(doubleBegunOn(2)).toBe(1);
    expect(doubleBegunOn(50)).toBe(25);
    expect(doubleBegunOn(41)).toBeNull();
    expect(doubleBegunOn(42)).toBeNull();
    expect(doubleBegunOn(33)).toBeNull();
  });
});

describe('the keypad question', () => {
  it('asks after a visit begun on a finish, with at least one dart for a checkout', () => {
    // 501 - 180 - 180 = 141: a 3-dart finish; 101 scored leaves 40.
    expect(doublesQuestion(leg([v(180), v(180), v(101)]), '0', 'home')).toEqual({
      legKey: '0',
      side: 'home',
      index: 2,
      remaining: 141,
      min: 0,
      max: 1,
    });
    expect(doublesQuestion(leg([v(180), v(180), v(101), v(40, 2)]), '0', 'home')).toMatchObject({
      index: 3,
      remaining: 40,
      min: 1,
      max: 2,
    });
  });

  it('does not ask after a visit that could not have finished, nor before any visit', () => {
    expect(doublesQuestion(leg([v(60)]), '0', 'home')).toBeNull();
    expect(doublesQuestion(leg([]), '0', 'home')).toBeNull();
    // 501 - 180 - 162 = 159: a bogey, no dart can go at a double.
    expect(doublesQuestion(leg([v(180), v(162), v(100)]), '0', 'home')).toBeNull();
  });
});

describe('what a visit may say', () => {
  const outcome = (throws: Throw[], index: number) => throwOutcomes(501, throws)[index]!;
  it('refuses more darts at a double than could go there, none on a checkout, and odd counts', () => {
    expect(dartsAtDoubleProblem(outcome([v(180), v(180), v(101, 3, 2)], 2))).toBe(
      'at most 1 of the 3 darts can go at a double from 141',
    );
    expect(dartsAtDoubleProblem(outcome([v(60, 3, 1)], 0))).toBe('no dart can go at a double from 501');
    expect(dartsAtDoubleProblem(outcome([v(180), v(180), v(101), v(40, 1, 0)], 3))).toBe(
      'a checkout takes at least one dart at a double',
    );
    expect(dartsAtDoubleProblem(outcome([v(180), v(180), v(101, 3, -1)], 2))).toBe('must be 0, 1, 2 or 3');
    expect(dartsAtDoubleProblem(outcome([v(180), v(180), v(101, 3, 1)], 2))).toBeNull();
    expect(dartsAtDoubleProblem(outcome([v(60)], 0))).toBeNull();
  });

  it('records the answer on the visit, refusing one the visit cannot have', () => {
    const r = record([v(180), v(180), v(101)]);
    const step = setDartsAtDouble(r, '0', 'home', 2, 1);
    expect(step.kind === 'updated' && step.record.legs['0']!.home.throws[2]).toEqual(v(101, 3, 1));
    expect(setDartsAtDouble(r, '0', 'home', 2, 3)).toEqual({
      kind: 'refused',
      reason: 'Darts at a double: at most 1 of the 3 darts can go at a double from 141',
    });
    expect(setDartsAtDouble(r, '0', 'home', 9, 1)).toEqual({ kind: 'refused', reason: 'Throw not found' });
  });

  it('keeps darts at a double through an edit that leaves them possible, and drops them when not', () => {
    const r = record([v(180), v(180), v(101, 3, 1), v(20, 3, 3)]);
    const kept = editThrow(r, '0', 'home', 3, v(0));
    expect(kept.kind === 'updated' && kept.record.legs['0']!.home.throws[3]).toEqual(v(0, 3, 3));
    // The first visit becomes 60: the third began on 261, where no dart reaches a double.
    const moved = editThrow(r, '0', 'home', 0, v(60));
    expect(moved.kind === 'updated' && moved.record.legs['0']!.home.throws.slice(2)).toEqual([v(101), v(20)]);
  });

  it('never leaves an impossible count after keepPossibleDoubles (property)', () => {
    const visit = fc.record({
      score: fc.integer({ min: 0, max: 180 }),
      noOfDarts: fc.constant(3),
      dartsAtDouble: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 12 }), (throws) => {
        const kept = keepPossibleDoubles(501, throws);
        expect(kept.map((t) => t.score)).toEqual(throws.map((t) => t.score));
        for (const o of throwOutcomes(501, kept)) expect(dartsAtDoubleProblem(o)).toBeNull();
      }),
    );
  });
});

describe('darts at a double in the figures', () => {
  it('counts a leg only when every visit that could have finished was answered, per the double begun on', () => {
    // 141 (1 dart at a double, missed), 40 (2 at D20, missed), 20 (out first dart on D10).
    const answered = record([v(180), v(180), v(101, 3, 1), v(20, 3, 2), v(20, 1, 1)]);
    expect(doublesFigures(answered, 'home')).toEqual({
      legs: 1,
      darts: 4,
      hits: 1,
      perDouble: [
        { double: 20, darts: 2, hits: 0 },
        { double: 10, darts: 1, hits: 1 },
      ],
    });
    const unanswered = record([v(180), v(180), v(101), v(20, 3, 2), v(20, 1, 1)]);
    expect(doublesFigures(unanswered, 'home')).toEqual(emptyDoubles());
    expect(doublesFigures(record([v(60)]), 'home')).toEqual(emptyDoubles());
  });

  it('adds matches by double, highest double first, and gives a percentage of darts', () => {
    const a = { legs: 1, darts: 3, hits: 1, perDouble: [{ double: 16, darts: 3, hits: 1 }] };
    const b = {
      legs: 2,
      darts: 5,
      hits: 1,
      perDouble: [
        { double: 20, darts: 2, hits: 0 },
        { double: 16, darts: 3, hits: 1 },
      ],
    };
    expect(addDoubles(a, b)).toEqual({
      legs: 3,
      darts: 8,
      hits: 2,
      perDouble: [
        { double: 20, darts: 2, hits: 0 },
        { double: 16, darts: 6, hits: 2 },
      ],
    });
    expect(doublesPercent({ darts: 8, hits: 2 })).toBe(25);
    expect(doublesPercent({ darts: 0, hits: 0 })).toBeNull();
  });
});
