import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegInput } from '../scoring/types';
import { throwOutcomes } from '../scoring/visit';
import { analyseMatches } from './breakdowns';
import { replayLeg } from './replay';

const throwsArb = fc.array(
  fc.record({ score: fc.integer({ min: 0, max: 180 }), noOfDarts: fc.integer({ min: 1, max: 3 }) }),
  { maxLength: 15 },
);
const legArb: fc.Arbitrary<LegInput> = fc
  .record({
    startingScore: fc.constantFrom(101, 301, 501),
    awayFirst: fc.boolean(),
    home: throwsArb,
    away: throwsArb,
  })
  .map(({ startingScore, awayFirst, home, away }) => ({
    startingScore,
    playerSequence: (awayFirst ? (['away', 'home'] as const) : (['home', 'away'] as const)).map((value) => ({
      value,
      text: value,
    })),
    home: { throws: home },
    away: { throws: away },
  }));

describe('analysis properties', () => {
  it("replays each side's visits as a prefix of its throws, with core's bust rule, ending at most at one checkout", () => {
    fc.assert(
      fc.property(legArb, (leg) => {
        const replayed = replayLeg(leg);
        for (const side of ['home', 'away'] as const) {
          const mine = replayed.filter((v) => v.side === side);
          const outcomes = throwOutcomes(leg.startingScore, leg[side]!.throws).slice(0, mine.length);
          expect(mine.map((v) => [v.score, v.bust, v.checkout])).toEqual(
            outcomes.map((o) => [o.score, o.bust, o.checkout]),
          );
        }
        const checkouts = replayed.filter((v) => v.checkout);
        expect(checkouts.length).toBeLessThanOrEqual(1);
        if (checkouts.length === 1) expect(replayed.at(-1)!.checkout).toBe(true);
      }),
    );
  });

  it('keeps breakdowns within maxBreakdown, sorted, and counting no more visits than were replayed', () => {
    fc.assert(
      fc.property(fc.array(legArb, { maxLength: 4 }), fc.integer({ min: 0, max: 12 }), (legs, max) => {
        const matches = [
          { home: { team: 'Crown', player: 'Ann' }, away: { team: 'Bell', player: 'Bea' }, legs },
        ];
        const result = analyseMatches(matches, max);
        const replayed = legs.flatMap(replayLeg);
        for (const team of ['Crown', 'Bell']) {
          const frequent = result.MostFrequentThrows[team]!;
          const highest = result.HighestScores[team]!;
          expect(frequent.length).toBeLessThanOrEqual(max);
          expect(highest.length).toBeLessThanOrEqual(max);
          expect(frequent.every((row) => row.number > 1)).toBe(true);
          expect(frequent.map((r) => r.number)).toEqual(
            [...frequent.map((r) => r.number)].sort((a, b) => b - a),
          );
          expect(highest.map((r) => r.score)).toEqual([...highest.map((r) => r.score)].sort((a, b) => b - a));
          const side = team === 'Crown' ? 'home' : 'away';
          const count = replayed.filter((v) => v.side === side).length;
          expect(highest.reduce((n, r) => n + r.number, 0)).toBeLessThanOrEqual(count);
        }
      }),
    );
  });
});
