import { bracketSize, seededSlots } from '../knockout';
import { eliminationRounds, type FormatPlan, type PlannedMatch, type SlotSource } from '../plan';

/*
 * Double elimination: a side is out after its second defeat. The winners' bracket is a seeded
 * knockout (byes to the top seeds); its losers drop into the losers' bracket, which alternates a
 * round against the next winners' round's losers with a round among its own survivors. The losers
 * drop in the order that keeps a side from meeting one it may already have played (dropOrder), so
 * rematches come as late as the bracket allows. The grand final sets the winners' bracket winner (side A) against the losers'
 * bracket winner (side B); when B wins it, both have lost once and a reset decides (unless the
 * organiser plays without one).
 */

export interface DoubleEliminationOptions {
  /** Play a second grand final when the losers' bracket side wins the first (default true). */
  reset?: boolean;
}

/**
 * Which dropping loser meets which losers' bracket survivor: `survivors[i]` holds the bracket
 * positions (first-round slots) of the sides that may reach survivor slot i; the loser of winners'
 * match j has played only sides of that match's section (`sectionSize` positions from
 * j * sectionSize). Answers, for each survivor slot, the winners' match whose loser it meets: the
 * first shift of the losers (reversed first, then in order) that puts no side against one it may
 * have played, else the one with fewest such pairs.
 */
export function dropOrder(survivors: readonly ReadonlySet<number>[], sectionSize: number): number[] {
  const count = survivors.length;
  const clashes = (order: number[]) =>
    order.reduce((n, j, i) => {
      for (const position of survivors[i]!) if (Math.floor(position / sectionSize) === j) return n + 1;
      return n;
    }, 0);
  let best: number[] = [];
  let fewest = Infinity;
  for (let shift = 0; shift < count && fewest > 0; shift++)
    for (const reversed of [true, false]) {
      const order = Array.from({ length: count }, (_, i) => ((reversed ? count - 1 - i : i) + shift) % count);
      const n = clashes(order);
      if (n < fewest) [best, fewest] = [order, n];
      if (!n) break;
    }
  return best;
}

export function doubleEliminationPlan(entrants: number, options: DoubleEliminationOptions = {}): FormatPlan {
  const winners = eliminationRounds('W', 'winners', seededSlots(bracketSize(entrants)));
  const losersOf = (round: PlannedMatch[]): SlotSource[] =>
    round.map((m) => ({ kind: 'loser', match: m.id }));
  const losers: PlannedMatch[] = [];
  const lround = (pairs: [SlotSource, SlotSource][]): SlotSource[] => {
    const round = losers.length ? losers.at(-1)!.round + 1 : 1;
    const matches = pairs.map(([a, b], i): PlannedMatch => ({
      id: `L${round}-${i + 1}`,
      bracket: 'losers',
      round,
      stage: round + 1,
      a,
      b,
    }));
    losers.push(...matches);
    return matches.map((m) => ({ kind: 'winner', match: m.id }));
  };
  const pairUp = (slots: SlotSource[]) =>
    Array.from({ length: slots.length / 2 }, (_, i): [SlotSource, SlotSource] => [
      slots[2 * i]!,
      slots[2 * i + 1]!,
    ]);

  // Each survivor slot's possible sides, by their first-round positions (for dropOrder).
  const section = (round: number, match: number) =>
    new Set(Array.from({ length: 2 ** round }, (_, k) => match * 2 ** round + k));
  const merged = (sets: Set<number>[]) =>
    Array.from({ length: sets.length / 2 }, (_, i) => new Set([...sets[2 * i]!, ...sets[2 * i + 1]!]));
  // The first winners' round's losers play each other; a bracket of two has none to play.
  let alive = winners.length > 1 ? lround(pairUp(losersOf(winners[0]!))) : losersOf(winners[0]!);
  let reach = Array.from({ length: alive.length }, (_, i) => section(winners.length > 1 ? 2 : 1, i));
  for (let r = 2; r <= winners.length; r++) {
    const dropping = losersOf(winners[r - 1]!);
    const order = dropOrder(reach, 2 ** r);
    alive = lround(order.map((j, i): [SlotSource, SlotSource] => [dropping[j]!, alive[i]!]));
    reach = order.map((j, i) => new Set([...reach[i]!, ...section(r, j)]));
    if (r < winners.length) {
      alive = lround(pairUp(alive));
      reach = merged(reach);
    }
  }
  const stage = 2 * winners.length;
  const finalist = (id: string): SlotSource => ({ kind: 'winner', match: id });
  const grandFinal: PlannedMatch = {
    id: 'GF1',
    bracket: 'final',
    round: 1,
    stage,
    a: finalist(winners.at(-1)![0]!.id),
    b: alive[0]!,
  };
  const reset: PlannedMatch = { ...grandFinal, id: 'GF2', round: 2, stage: stage + 1, onlyIfBWins: 'GF1' };
  const finals = options.reset === false ? [grandFinal] : [grandFinal, reset];
  const matches = [...winners.flat(), ...losers, ...finals].sort((x, y) => x.stage - y.stage);
  return { entrants, matches, deciders: finals.map((m) => m.id).reverse() };
}
