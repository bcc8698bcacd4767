import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { SaygState, SideKey } from './types';
import { legsWon, matchWinner } from './match';
import { currentLeg, settle, startQuestion } from './progress';
import type { SaygStep } from './state';
import { applyCheckout, chooseStarter, editThrow, submitScore, undoLastThrow } from './state';
import { throwOutcomes } from './visit';

/** Random keypad sessions: scores, finishes, edits and undos, checked for invariants. */

function fresh(opponentName: string | null, numberOfLegs: number, startingScore: number): SaygState {
  return { startingScore, numberOfLegs, homeScore: 0, awayScore: 0, legs: {}, yourName: 'Ann', opponentName };
}

function ok(step: SaygStep<SaygState>): SaygState {
  if (step.kind !== 'updated') throw new Error(`expected an update, got ${JSON.stringify(step)}`);
  return step.record;
}

describe('keypad properties', () => {
  type Action =
    | { type: 'score'; score: number }
    | { type: 'finish'; darts: number }
    | { type: 'edit'; pick: number; score: number; darts: number }
    | { type: 'undo' };
  const actionArb: fc.Arbitrary<Action> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.integer({ min: 0, max: 180 }).map((score) => ({ type: 'score' as const, score })),
    },
    {
      weight: 2,
      arbitrary: fc.integer({ min: 1, max: 3 }).map((darts) => ({ type: 'finish' as const, darts })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('edit' as const),
        pick: fc.nat(),
        score: fc.integer({ min: 0, max: 180 }),
        darts: fc.integer({ min: 0, max: 3 }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'undo' as const }) },
  );

  function act(r: SaygState, a: Action): SaygStep<SaygState> {
    if (a.type === 'score') {
      const step = submitScore(r, a.score);
      return step.kind === 'checkout-needed' ? applyCheckout(r, step.darts[0] ?? 3) : step;
    }
    if (a.type === 'finish') {
      const leg = currentLeg(r)?.leg;
      const side = leg?.currentThrow ?? 'home';
      const left = leg ? leg.startingScore - (side === 'home' ? leg.home.score : (leg.away?.score ?? 0)) : 0;
      const step = submitScore(r, left);
      if (step.kind !== 'checkout-needed') return step;
      return applyCheckout(r, step.darts.includes(a.darts as 1 | 2 | 3) ? a.darts : (step.darts[0] ?? 3));
    }
    if (a.type === 'edit') {
      const keys = Object.keys(r.legs);
      const key = keys[a.pick % keys.length] ?? '0';
      const side: SideKey = a.pick % 2 === 0 || !r.legs[key]?.away ? 'home' : 'away';
      const count = (side === 'home' ? r.legs[key]?.home : r.legs[key]?.away)?.throws.length ?? 0;
      return editThrow(r, key, side, count === 0 ? 0 : a.pick % count, {
        score: a.score,
        noOfDarts: a.darts,
      });
    }
    return undoLastThrow(r);
  }

  it('every reachable record is settled, consistent and never below zero', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<SideKey>('home', 'away'),
        fc.constantFrom(101, 170, 301),
        fc.array(actionArb, { maxLength: 50 }),
        (single, numberOfLegs, first, startingScore, actions) => {
          let r = settle(fresh(single ? null : 'Bob', numberOfLegs, startingScore));
          if (!single) r = ok(chooseStarter(r, first));
          for (const a of actions) {
            const step = act(r, a);
            if (step.kind === 'updated') r = step.record;
            if (startQuestion(r)) r = ok(chooseStarter(r, first));
          }
          expect(settle(r)).toEqual(r);
          const won = legsWon(r);
          expect([r.homeScore, r.awayScore]).toEqual([won.home, won.away]);
          const winner = matchWinner(r);
          if (winner) expect(won[winner] * 2).toBeGreaterThan(numberOfLegs);
          expect(Object.keys(r.legs).length).toBeLessThanOrEqual(numberOfLegs);
          for (const leg of Object.values(r.legs)) {
            for (const side of [leg.home, leg.away]) {
              if (!side) continue;
              expect(side.score).toBeLessThanOrEqual(leg.startingScore);
              for (const o of throwOutcomes(leg.startingScore, side.throws)) {
                expect(o.remaining).toBeGreaterThanOrEqual(0);
                expect(o.remaining).not.toBe(1);
              }
            }
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
