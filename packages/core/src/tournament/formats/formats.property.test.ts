import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleEliminationPlan } from './doubleElimination/plan';
import { knockoutPlan } from './knockout';
import type { FormatPlan } from './plan';
import { playPlan, type PlayedMatch } from './playPlan';

/* Invariants of each planned format for 3 to 128 entrants, whoever wins each match. */

const entrants = fc.integer({ min: 3, max: 128 });
/** Who wins each match: side A when the match's bit is set, the bits reused in turn. */
const results = fc.array(fc.boolean(), { minLength: 1, maxLength: 64 });

function play(plan: FormatPlan, bits: boolean[]) {
  let at = 0;
  return playPlan(plan, () => bits[at++ % bits.length]!);
}

const losses = (played: readonly PlayedMatch[]) => {
  const count = new Map<number, number>();
  for (const m of played) count.set(m.loser, (count.get(m.loser) ?? 0) + 1);
  return count;
};

const roundsOf = (plan: FormatPlan, bracket: string) =>
  new Set(plan.matches.filter((m) => m.bracket === bracket).map((m) => m.round)).size;

function expectEveryonePlaysOnceAStage(plan: FormatPlan, played: readonly PlayedMatch[]) {
  const sides = new Set(played.flatMap((m) => [m.winner, m.loser]));
  expect([...sides].sort((a, b) => a - b)).toEqual(Array.from({ length: plan.entrants }, (_, i) => i));
  const byStage = new Map<number, number[]>();
  for (const m of played) byStage.set(m.stage, [...(byStage.get(m.stage) ?? []), m.winner, m.loser]);
  for (const seeds of byStage.values()) expect(new Set(seeds).size).toBe(seeds.length);
}

describe('knockout plan', () => {
  it('plays N - 1 matches over ceil(log2 N) rounds; the champion is the one side never beaten', () => {
    fc.assert(
      fc.property(entrants, results, (n, bits) => {
        const plan = knockoutPlan(n);
        const { played, resolved } = play(plan, bits);
        expectEveryonePlaysOnceAStage(plan, played);
        expect(played).toHaveLength(n - 1);
        expect(roundsOf(plan, 'main')).toBe(Math.ceil(Math.log2(n)));
        const beaten = losses(played);
        expect([...beaten.values()].every((l) => l === 1)).toBe(true);
        const unbeaten = Array.from({ length: n }, (_, i) => i).filter((i) => !beaten.has(i));
        expect(unbeaten).toEqual([resolved.champion]);
        expect(new Set(played.map((m) => [m.winner, m.loser].sort().join())).size).toBe(played.length);
      }),
    );
  });

  it('gives the byes to the top seeds only', () => {
    fc.assert(
      fc.property(entrants, (n) => {
        const size = 2 ** Math.ceil(Math.log2(n));
        const firstRound = knockoutPlan(n).matches.filter((m) => m.round === 1);
        const byes = firstRound.flatMap((m) =>
          m.a.kind === 'seed' && m.b.kind === 'seed' && m.b.seed >= n ? [m.a.seed] : [],
        );
        expect(byes.sort((a, b) => a - b)).toEqual(Array.from({ length: size - n }, (_, i) => i));
      }),
    );
  });
});

describe('double elimination plan', () => {
  it('plays 2N - 2 matches, one more when the reset is played; every side but the champion is out after two defeats', () => {
    fc.assert(
      fc.property(entrants, results, (n, bits) => {
        const plan = doubleEliminationPlan(n);
        const { played, resolved } = play(plan, bits);
        expectEveryonePlaysOnceAStage(plan, played);
        const reset = played.some((m) => m.id === 'GF2');
        expect(played).toHaveLength(2 * n - 2 + (reset ? 1 : 0));
        // The reset is played exactly when the first grand final's winner had already lost once.
        const first = played.find((m) => m.id === 'GF1')!;
        expect(reset).toBe(losses(played.filter((m) => m.stage < first.stage)).get(first.winner) === 1);
        const beaten = losses(played);
        expect(resolved.champion).not.toBeNull();
        expect(beaten.get(resolved.champion!) ?? 0).toBe(reset ? 1 : 0);
        for (let seed = 0; seed < n; seed++) if (seed !== resolved.champion) expect(beaten.get(seed)).toBe(2);
      }),
    );
  });

  it('has log2 B winners’ rounds, 2 (log2 B - 1) losers’ rounds and a grand final with its reset', () => {
    fc.assert(
      fc.property(entrants, (n) => {
        const plan = doubleEliminationPlan(n);
        const k = Math.ceil(Math.log2(n));
        expect(roundsOf(plan, 'winners')).toBe(k);
        expect(roundsOf(plan, 'losers')).toBe(2 * (k - 1));
        expect(plan.matches.filter((m) => m.bracket === 'final').map((m) => m.id)).toEqual(['GF1', 'GF2']);
        expect(
          doubleEliminationPlan(n, { reset: false }).matches.filter((m) => m.bracket === 'final'),
        ).toHaveLength(1);
      }),
    );
  });

  it('never drops a side against one it has played while the drop round has four or more matches', () => {
    fc.assert(
      fc.property(entrants, results, (n, bits) => {
        const plan = doubleEliminationPlan(n);
        const inRound = (m: PlayedMatch) =>
          plan.matches.filter(
            (p) => p.bracket === 'losers' && p.round === Number(m.id.slice(1).split('-')[0]),
          ).length;
        const { played } = play(plan, bits);
        const met = new Set<string>();
        for (const m of played) {
          const pair = [m.winner, m.loser].sort((a, b) => a - b).join();
          const planned = plan.matches.find((p) => p.id === m.id)!;
          const drop =
            planned.bracket === 'losers' &&
            planned.a.kind === 'loser' &&
            planned.a.match.startsWith('W') &&
            planned.round > 1;
          if (drop && inRound(m) >= 4) expect(met.has(pair), `${m.id}: ${pair}`).toBe(false);
          met.add(pair);
        }
      }),
    );
  });
});
