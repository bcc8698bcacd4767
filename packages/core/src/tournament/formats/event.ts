import type { FormatOptions, PlanMatchResult } from '../types';
import { winnerOnLegs } from '../../scoring/legsRule';
import {
  drawGroups,
  groupRounds,
  groupTable,
  isGroupFinished,
  type GroupMatchResult,
  type GroupRow,
} from './groups';
import type { PlannedFormatId } from './names';
import { decidedBy, resolvePlan, type FormatPlan, type ResolvedSlot, type SlotSource } from './plan';
import { doubleEliminationPlan } from './doubleElimination';
import { groupsChoice, groupsKnockoutPlan } from './groupsKnockout';
import { knockoutWithPlatePlan } from './plate';
import { swissPairings, swissRounds, swissStanding, type SwissMatch, type SwissRow } from './swiss';

/*
 * A planned format's event as a sheet shows it: its matches by section (a bracket's round, a
 * group, a Swiss round), each with its two slots, its score and whether it can be played, the
 * group tables or the Swiss standing, and the winner. From the entrants (seed order), the
 * format's choices and the results stored by match id. Pure.
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
function winnerOf(result: PlanMatchResult | undefined, bestOf: number): 'a' | 'b' | null {
  if (!result) return null;
  const won = winnerOnLegs(result.scoreA, result.scoreB, bestOf);
  return won === 'home' ? 'a' : won === 'away' ? 'b' : null;
}

function planSections(
  plan: FormatPlan,
  byId: Map<string, PlanMatchResult>,
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

export function formatEvent(
  format: PlannedFormatId,
  entrants: number,
  options: FormatOptions,
  results: readonly PlanMatchResult[],
  bestOf: number,
): FormatEvent {
  const byId = new Map(results.map((r) => [r.matchId, r]));
  const none: FormatEvent = { sections: [], groups: [], standing: [], champion: null, plateWinner: null };
  if (entrants < 2) return none;
  if (format === 'swiss') return swissEvent(entrants, byId, bestOf);
  if (format === 'doubleElimination')
    return {
      ...none,
      ...planSections(doubleEliminationPlan(entrants, { reset: options.reset ?? true }), byId, bestOf),
    };
  if (format === 'plate') return { ...none, ...planSections(knockoutWithPlatePlan(entrants), byId, bestOf) };

  const choice = groupsChoice(entrants, options);
  const plan = groupsKnockoutPlan(entrants, choice);
  const drawn = drawGroups(entrants, choice.groups);
  const groupResults: GroupMatchResult[] = [];
  const sections: EventSection[] = drawn.map((members, g) => ({
    title: groupName(g),
    matches: groupRounds(members).flatMap((round, r) =>
      round.map(([a, b], i): EventMatch => {
        const id = `G${g + 1}-${r + 1}-${i + 1}`;
        const stored = byId.get(id);
        const winner = winnerOf(stored, bestOf);
        if (stored && winner)
          groupResults.push({ a, b, legsA: stored.scoreA ?? 0, legsB: stored.scoreB ?? 0 });
        const entrant = (seed: number): EventSlot => ({ kind: 'entrant', seed });
        return {
          id,
          a: entrant(a),
          b: entrant(b),
          scoreA: stored?.scoreA ?? null,
          scoreB: stored?.scoreB ?? null,
          playable: true,
          winner,
        };
      }),
    ),
  }));
  const tables = drawn.map((members) => groupTable(members, groupResults));
  const places = (group: number, place: number) => {
    const members = drawn[group] ?? [];
    if (!isGroupFinished(members, groupResults)) return null;
    return tables[group]![place]?.seed ?? ('nobody' as const);
  };
  const knockout = planSections(plan, byId, bestOf, places);
  return {
    sections: [...sections, ...knockout.sections],
    groups: tables.map((rows, g) => ({ title: groupName(g), rows })),
    standing: [],
    champion: knockout.champion,
    plateWinner: null,
  };
}

function swissEvent(entrants: number, byId: Map<string, PlanMatchResult>, bestOf: number): FormatEvent {
  const rounds: SwissMatch[][] = [];
  const sections: EventSection[] = [];
  for (let r = 1; r <= swissRounds(entrants); r++) {
    const pairs = swissPairings(entrants, rounds);
    if (!pairs) break;
    const played = pairs.map((p, i): SwissMatch & { id: string } => {
      const id = `S${r}-${i + 1}`;
      const stored = byId.get(id);
      const won = p.b === null ? 'a' : winnerOf(stored, bestOf);
      return {
        ...p,
        id,
        winner: won === 'a' ? p.a : won === 'b' ? p.b : null,
        legsA: stored?.scoreA ?? 0,
        legsB: stored?.scoreB ?? 0,
      };
    });
    sections.push({
      title: `Round ${r}`,
      // A bye shows as the side against Bye, a win without a match to enter.
      matches: played.map((m) => {
        const stored = byId.get(m.id);
        return {
          id: m.id,
          a: { kind: 'entrant', seed: m.a },
          b: m.b === null ? { kind: 'bye' } : { kind: 'entrant', seed: m.b },
          scoreA: stored?.scoreA ?? null,
          scoreB: stored?.scoreB ?? null,
          playable: m.b !== null,
          winner: m.winner === null ? null : m.winner === m.a ? 'a' : 'b',
        };
      }),
    });
    rounds.push(played);
    // The next round is paired once every match of this one has a winner.
    if (played.some((m) => m.winner === null)) break;
  }
  const standing = swissStanding(
    entrants,
    rounds.map((round) => round.filter((m) => m.winner !== null)),
  );
  const finished =
    rounds.length === swissRounds(entrants) && rounds.every((round) => round.every((m) => m.winner !== null));
  return { sections, groups: [], standing, champion: finished ? standing[0]!.seed : null, plateWinner: null };
}
