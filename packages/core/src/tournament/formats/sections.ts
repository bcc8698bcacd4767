import type { FormatOptions, PlanMatchResult } from '../types';
import { winnerOnLegs } from '../../scoring/legsRule';
import type { GroupRow } from './groups/groups';
import { decidedBy, resolvePlan, type FormatPlan, type ResolvedSlot, type SlotSource } from './plan';
import type { SwissRow } from './swiss/swiss';

/*
 * A planned format's event as a sheet shows it: its matches by section (a bracket's round, a
 * group, a Swiss round), each with its two slots, its score and whether it can be played, the
 * group tables or the Swiss standing, and the winner. What every format's event (its folder's
 * event.ts) shares: the shapes, and a plan's matches made into sections. Pure.
 */

/** A slot: an entrant by seed, nobody (a bye), or who is still to come ("Winner of W1-2"). */
export type EventSlot =
  { kind: 'entrant'; seed: number } | { kind: 'bye' } | { kind: 'waiting'; from: string };

export interface EventMatch {
  id: string;
  a: EventSlot;
  b: EventSlot;
  scoreA: number | null;
  scoreB: number | null;
  /** Both sides are known: a result can be entered. */
  playable: boolean;
  winner: 'a' | 'b' | null;
}

export interface EventSection {
  title: string;
  matches: EventMatch[];
}

export interface FormatEvent {
  sections: EventSection[];
  groups: { title: string; rows: GroupRow[] }[];
  standing: SwissRow[];
  champion: number | null;
  plateWinner: number | null;
}

export const groupName = (group: number) => `Group ${String.fromCharCode(65 + group)}`;

const BRACKET_TITLES: Record<string, string> = {
  main: 'Round',
  winners: "Winners' bracket round",
  losers: "Losers' bracket round",
  plate: 'Plate round',
};

function sourceLabel(source: SlotSource): string {
  if (source.kind === 'winner') return `Winner of ${source.match}`;
  if (source.kind === 'loser') return `Loser of ${source.match}`;
  if (source.kind === 'place') return `${groupName(source.group)} ${ordinal(source.place + 1)}`;
  return 'Bye';
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function slotOf(resolved: ResolvedSlot, source: SlotSource): EventSlot {
  if (resolved.kind === 'entrant') return { kind: 'entrant', seed: resolved.seed };
  if (resolved.kind === 'nobody') return { kind: 'bye' };
  return { kind: 'waiting', from: sourceLabel(source) };
}

/** The side a stored result makes the winner, by the legs of the match. */
export function winnerOf(result: PlanMatchResult | undefined, bestOf: number): 'a' | 'b' | null {
  if (!result) return null;
  const won = winnerOnLegs(result.scoreA, result.scoreB, bestOf);
  return won === 'home' ? 'a' : won === 'away' ? 'b' : null;
}

export function planSections(
  plan: FormatPlan,
  byId: ReadonlyMap<string, PlanMatchResult>,
  bestOf: number,
  places?: Parameters<typeof resolvePlan>[2],
) {
  const results = new Map<string, 'a' | 'b'>();
  for (const [id, r] of byId) {
    const won = winnerOf(r, bestOf);
    if (won) results.set(id, won);
  }
  const resolved = resolvePlan(plan, results, places);
  const sections = new Map<string, EventMatch[]>();
  for (const m of plan.matches) {
    const r = resolved.matches.get(m.id)!;
    if (r.state === 'void' || r.state === 'walkover') continue;
    const title =
      m.bracket === 'final'
        ? m.round === 1
          ? 'Grand final'
          : 'Grand final reset'
        : `${BRACKET_TITLES[m.bracket]} ${m.round}`;
    const stored = byId.get(m.id);
    const list = sections.get(title) ?? [];
    list.push({
      id: m.id,
      a: slotOf(r.a, m.a),
      b: slotOf(r.b, m.b),
      scoreA: stored?.scoreA ?? null,
      scoreB: stored?.scoreB ?? null,
      playable: r.state === 'ready' || r.state === 'played',
      winner: r.won,
    });
    sections.set(title, list);
  }
  return {
    sections: [...sections].map(([title, matches]) => ({ title, matches })),
    champion: resolved.champion,
    plateWinner: plan.plateDeciders ? decidedBy(resolved.matches, plan.plateDeciders) : null,
  };
}

/** An event with nothing in it yet (fewer than two players). */
export const emptyEvent = (): FormatEvent => ({
  sections: [],
  groups: [],
  standing: [],
  champion: null,
  plateWinner: null,
});

/**
 * A format's event (its folder's event.ts) from the number of entrants (seed order), the format's
 * choices, the results by match id and the tournament's best of.
 */
export type FormatEventOf = (
  entrants: number,
  options: FormatOptions,
  byId: ReadonlyMap<string, PlanMatchResult>,
  bestOf: number,
) => FormatEvent;
