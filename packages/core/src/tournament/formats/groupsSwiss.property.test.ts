import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawGroups,
  groupMatchCount,
  groupRounds,
  groupTable,
  isGroupFinished,
  type GroupMatchResult,
} from './groups/groups';
import { groupsKnockoutPlan } from './groups/plan';
import { knockoutWithPlatePlan } from './plate/plan';
import { decidedBy } from './plan';
import { playPlan } from './playPlan';
import { swissPairings, swissRounds, swissStanding, type SwissMatch } from './swiss/swiss';

/* Invariants of groups into a knockout, the plate and Swiss rounds for 3 to 128 entrants. */

const field = fc.integer({ min: 3, max: 128 });
const coin = fc.array(fc.boolean(), { minLength: 1, maxLength: 64 });
const grouping = field.chain((n) =>
  fc.record({
    n: fc.constant(n),
    groups: fc.integer({ min: 2, max: Math.max(2, Math.floor(n / 2)) }),
    advance: fc.integer({ min: 1, max: 2 }),
  }),
);

/** Plays every group: the side the bits pick wins 3 legs to 0-2, with an average. */
function playGroups(groups: number[][], bits: boolean[]): GroupMatchResult[] {
  let at = 0;
  const next = () => bits[at++ % bits.length]!;
  return groups.flatMap((members) =>
    groupRounds(members)
      .flat()
      .map(([a, b]) => {
        const aWins = next();
        const losing = (at % 3) as 0 | 1 | 2;
        return {
          a,
          b,
          legsA: aWins ? 3 : losing,
          legsB: aWins ? losing : 3,
          averageA: 40 + (at % 17),
          averageB: 40 + (at % 13),
        };
      }),
  );
}

describe('groups into a knockout', () => {
  it('draws one top seed into each group and everyone into one group, sizes within one', () => {
    fc.assert(
      fc.property(grouping, ({ n, groups }) => {
        const drawn = drawGroups(n, groups);
        expect(drawn.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(drawn.map((g) => g[0])).toEqual(Array.from({ length: groups }, (_, i) => i));
        const sizes = drawn.map((g) => g.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('plays each pair of a group once, nobody twice in a round; the knockout takes the top places to one champion', () => {
    fc.assert(
      fc.property(grouping, coin, ({ n, groups, advance }, bits) => {
        const drawn = drawGroups(n, groups);
        for (const members of drawn) {
          const rounds = groupRounds(members);
          for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
          const pairs = rounds.flat().map(([a, b]) => [a, b].sort((x, y) => x - y).join());
          expect(new Set(pairs).size).toBe(groupMatchCount(members.length));
          expect(pairs).toHaveLength(groupMatchCount(members.length));
        }
        const results = playGroups(drawn, bits);
        const tables = drawn.map((members) => groupTable(members, results));
        drawn.forEach((members) => expect(isGroupFinished(members, results)).toBe(true));
        for (const table of tables)
          for (let i = 1; i < table.length; i++)
            expect(table[i - 1]!.won).toBeGreaterThanOrEqual(table[i]!.won);

        const plan = groupsKnockoutPlan(n, { groups, advance });
        const place = (g: number, p: number) => tables[g]![p]?.seed ?? ('nobody' as const);
        let at = 0;
        const { played, resolved } = playPlan(plan, () => bits[at++ % bits.length]!, place);
        const qualifiers = tables.flatMap((t) => t.slice(0, advance).map((r) => r.seed));
        expect(played).toHaveLength(qualifiers.length - 1);
        expect(qualifiers).toContain(resolved.champion);
        // Group rivals never meet in the knockout's first round when two go through.
        if (advance === 2) {
          const groupOf = new Map(drawn.flatMap((members, g) => members.map((s) => [s, g])));
          const first = played.filter((m) => m.id.startsWith('K1-'));
          for (const m of first) expect(groupOf.get(m.winner)).not.toBe(groupOf.get(m.loser));
        }
      }),
    );
  });

  it('orders sides level among themselves too by average', () => {
    // Each beats one and loses to one, 3-1 every time.
    const results: GroupMatchResult[] = [
      { a: 0, b: 1, legsA: 1, legsB: 3 },
      { a: 0, b: 2, legsA: 3, legsB: 1 },
      { a: 1, b: 2, legsA: 1, legsB: 3, averageA: 50, averageB: 45 },
    ];
    const table = groupTable([0, 1, 2], results);
    // All three are level on 1 win, 4-4 legs: among them still level, so the averages decide.
    expect(table.every((r) => r.won === 1 && r.legsFor === 4 && r.legsAgainst === 4)).toBe(true);
    expect(table.map((r) => r.seed)).toEqual([1, 2, 0]);
  });

  it('breaks a two-way tie on the figures by the match the two played', () => {
    const results: GroupMatchResult[] = [
      { a: 0, b: 1, legsA: 2, legsB: 3 },
      { a: 0, b: 2, legsA: 3, legsB: 2 },
      { a: 1, b: 2, legsA: 2, legsB: 3 },
      { a: 0, b: 3, legsA: 3, legsB: 0 },
      { a: 1, b: 3, legsA: 3, legsB: 0 },
      { a: 2, b: 3, legsA: 0, legsB: 3 },
    ];
    // 0 and 1: 2 wins, legs 8-5 each; 1 beat 0.
    const table = groupTable([0, 1, 2, 3], results);
    expect(table.slice(0, 2).map((r) => r.seed)).toEqual([1, 0]);
  });
});

describe('a knockout with a plate', () => {
  it('runs the first round’s losers through their own bracket to one plate winner', () => {
    fc.assert(
      fc.property(field, coin, (n, bits) => {
        const plan = knockoutWithPlatePlan(n);
        let at = 0;
        const { played, resolved } = playPlan(plan, () => bits[at++ % bits.length]!);
        const firstLosers = played.filter((m) => m.id.startsWith('K1-')).map((m) => m.loser);
        const main = played.filter((m) => m.bracket === 'main');
        const plate = played.filter((m) => m.bracket === 'plate');
        expect(main).toHaveLength(n - 1);
        expect(plate).toHaveLength(Math.max(0, firstLosers.length - 1));
        const plateWinner = plan.plateDeciders ? decidedBy(resolved.matches, plan.plateDeciders) : null;
        if (firstLosers.length > 1) expect(firstLosers).toContain(plateWinner);
        const byStage = new Map<number, number[]>();
        for (const m of played) byStage.set(m.stage, [...(byStage.get(m.stage) ?? []), m.winner, m.loser]);
        for (const seeds of byStage.values()) expect(new Set(seeds).size).toBe(seeds.length);
      }),
    );
  });
});

describe('Swiss rounds', () => {
  it('pairs everyone once a round, never twice the same pair, a bye at most once each and only in an odd field', () => {
    fc.assert(
      fc.property(field, coin, (n, bits) => {
        const rounds: SwissMatch[][] = [];
        let at = 0;
        for (let r = 0; r < swissRounds(n); r++) {
          const pairs = swissPairings(n, rounds);
          expect(pairs).not.toBeNull();
          const seeds = pairs!.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]));
          expect(seeds.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
          expect(pairs!.filter((m) => m.b === null)).toHaveLength(n % 2);
          rounds.push(
            pairs!.map((m) =>
              m.b === null ? m : { ...m, winner: bits[at++ % bits.length]! ? m.a : m.b, legsA: 3, legsB: 1 },
            ),
          );
        }
        const matches = rounds.flat().filter((m) => m.b !== null);
        expect(new Set(matches.map((m) => [m.a, m.b].sort((x, y) => x! - y!).join())).size).toBe(
          matches.length,
        );
        const byes = rounds
          .flat()
          .filter((m) => m.b === null)
          .map((m) => m.a);
        expect(new Set(byes).size).toBe(byes.length);
        const standing = swissStanding(n, rounds);
        for (let i = 1; i < standing.length; i++)
          expect(standing[i - 1]!.won).toBeGreaterThanOrEqual(standing[i]!.won);
        // In a field of a power of two, log2 N rounds leave exactly one side unbeaten.
        if (Number.isInteger(Math.log2(n)))
          expect(standing.filter((r) => r.won === swissRounds(n))).toHaveLength(1);
      }),
    );
  });
});
