import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawSides, orderSides } from './draw';
import { bracketLayout, slotSide, type BracketLayout } from './layout';
import { makeSides } from './testSides';
import { fullRoundSize } from './seeding';
import type { TournamentMatch, TournamentRound, TournamentSide } from './types';

/* Invariants of the bracket for any 2..64 sides, with or without seeds, results and a draw. */

const sideIds = (layout: BracketLayout, round: number) =>
  layout.rounds[round]!.matches.flatMap((m) => [slotSide(m.sideA), slotSide(m.sideB)])
    .filter((s): s is TournamentSide => s !== null)
    .map((s) => s.id);

/** Plays the bracket round by round, side A or B winning each match 3-0 as `picks` say. */
function playThrough(
  sides: TournamentSide[],
  picks: boolean[],
): { rounds: TournamentRound | null; layout: BracketLayout } {
  const saved: TournamentMatch[][] = [];
  const chain = () =>
    saved.reduceRight<TournamentRound | null>(
      (next, matches) => ({ matches, matchOptions: [], nextRound: next }),
      null,
    );
  let layout = bracketLayout({ sides, round: null, bestOf: 5 });
  let pick = 0;
  for (let r = 0; r < layout.rounds.length; r++) {
    const matches = layout.rounds[r]!.matches.map((m, i): TournamentMatch => {
      const aWins = picks[pick++ % picks.length]!;
      return {
        id: `r${r}m${i}`,
        sideA: slotSide(m.sideA),
        sideB: slotSide(m.sideB),
        scoreA: aWins ? 3 : 0,
        scoreB: aWins ? 0 : 3,
        saygId: null,
      };
    });
    saved.push(matches);
    layout = bracketLayout({ sides, round: chain(), bestOf: 5 });
  }
  return { rounds: chain(), layout };
}

const sidesArb = fc.integer({ min: 2, max: 64 }).chain((count) =>
  fc.record({
    sides: fc.constant(makeSides(count)),
    seeds: fc.integer({ min: 0, max: count }),
  }),
);

const seeded = (sides: TournamentSide[], seeds: number) =>
  sides.map((s, i) => (i < seeds ? { ...s, seeded: true } : s));

describe('bracket properties', () => {
  it('each round holds a side at most once, halves, and ends in exactly one Final', () => {
    fc.assert(
      fc.property(sidesArb, ({ sides, seeds }) => {
        const layout = bracketLayout({ sides: seeded(sides, seeds), round: null, bestOf: null });
        const count = sides.length;
        const full = fullRoundSize(count);
        const rounds = layout.rounds;
        layout.rounds.forEach((_, r) => {
          const ids = sideIds(layout, r);
          expect(new Set(ids).size).toBe(ids.length);
        });
        const fullRounds = rounds.filter((r) => !r.preliminary);
        expect(fullRounds[0]!.matches).toHaveLength(full / 2);
        for (let r = 1; r < fullRounds.length; r++) {
          expect(fullRounds[r]!.matches.length * 2).toBe(fullRounds[r - 1]!.matches.length);
        }
        const preliminary = rounds.filter((r) => r.preliminary);
        expect(preliminary.map((r) => r.matches.length)).toEqual(count === full ? [] : [count - full]);
        expect(rounds.filter((r) => r.name === 'Final')).toHaveLength(1);
        expect(rounds.at(-1)!.name).toBe('Final');
        // every side starts in exactly one slot; matches are M1..M(n-1), on the night n..2
        const starts = rounds.flatMap((_, r) => sideIds(layout, r));
        expect([...starts].sort()).toEqual(sides.map((s) => s.id).sort());
        const matches = rounds.flatMap((r) => r.matches);
        expect(matches.map((m) => m.mnemonic)).toEqual(matches.map((_, i) => `M${i + 1}`));
        expect(matches.map((m) => m.onTheNight)).toEqual(matches.map((_, i) => count - i));
      }),
    );
  });

  it('played through, every round keeps each side once and the final gives one winner', () => {
    fc.assert(
      fc.property(
        sidesArb,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 70 }),
        ({ sides, seeds }, picks) => {
          const all = seeded(sides, seeds);
          const { layout } = playThrough(all, picks);
          layout.rounds.forEach((round, r) => {
            const ids = sideIds(layout, r);
            expect(new Set(ids).size).toBe(ids.length);
            expect(round.matches.every((m) => m.winner !== null && m.match !== null)).toBe(true);
          });
          expect(all.map((s) => s.id)).toContain(layout.winner?.id);
        },
      ),
    );
  });

  it('a draw is a permutation of the playing sides, undone by the old order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 64 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (count, stream) => {
          const sides = makeSides(count);
          const random = () => stream.next().value as number;
          const drawn = drawSides(sides, random);
          expect([...drawn.order].sort()).toEqual(sides.map((s) => s.id).sort());
          expect(drawn.sides.map((s) => s.id)).toEqual(drawn.order);
          expect(
            orderSides(
              drawn.sides,
              sides.map((s) => s.id),
            ),
          ).toEqual(sides);
        },
      ),
    );
  });

  it('seeded sides meet no earlier than their seeding allows', () => {
    fc.assert(
      fc.property(sidesArb, ({ sides, seeds }) => {
        const layout = bracketLayout({ sides: seeded(sides, seeds), round: null, bestOf: null });
        // the sides under each match (by mnemonic), and the round each match is in
        const under = new Map<string, Set<string>>();
        const meet = new Map<string, number>(); // "i-j" -> matches in the round they first can meet
        for (const round of layout.rounds) {
          for (const m of round.matches) {
            const halves = [m.sideA, m.sideB].map((slot) =>
              slot.kind === 'winner'
                ? under.get(slot.of)!
                : new Set(slot.kind === 'side' ? [slot.side.id] : []),
            );
            for (const x of halves[0]!)
              for (const y of halves[1]!) meet.set([x, y].sort().join('-'), round.matches.length);
            under.set(m.mnemonic!, new Set([...halves[0]!, ...halves[1]!]));
          }
        }
        for (let j = 1; j < seeds; j++) {
          // seeds j+1 and any better seed are apart until the round of 2^(ceil(log2(j+1))-1) matches
          const allowed = 2 ** (Math.ceil(Math.log2(j + 1)) - 1);
          for (let i = 0; i < j; i++) {
            const matchesInRound = meet.get([`s${i}`, `s${j}`].sort().join('-'))!;
            expect(matchesInRound).toBeLessThanOrEqual(allowed);
          }
        }
      }),
    );
  });
});
