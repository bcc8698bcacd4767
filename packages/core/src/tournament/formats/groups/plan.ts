import type { FormatOptions } from '../../types';
import { drawGroups } from './groups';
import { bracketSize, seededSlots } from '../knockout';
import { eliminationRounds, type FormatPlan, type SlotSource } from '../plan';

/*
 * The knockout after round-robin groups: the top `advance` of each group cross into it. With two
 * going through from an even number of groups, each pair of groups crosses (A1 v B2, B1 v A2) and
 * the two winners of a pair start in opposite halves; otherwise the qualifiers are seeded by place
 * (A1, B1, ..., then the runners-up from the last group back), byes to the group winners.
 */

export interface GroupsOptions {
  groups: number;
  /** How many of each group go through (1 or more). */
  advance: number;
}

/** The number of group stages: the rounds of the largest group. */
export function groupStages(entrants: number, groups: number): number {
  const largest = Math.max(...drawGroups(entrants, groups).map((g) => g.length));
  return largest % 2 === 0 ? largest - 1 : largest;
}

/** The knockout's first-round slots, in bracket order. */
export function crossoverSlots({ groups, advance }: GroupsOptions): SlotSource[] {
  const place = (group: number, at: number): SlotSource => ({ kind: 'place', group, place: at });
  if (advance === 2 && groups % 2 === 0 && bracketSize(groups * 2) === groups * 2) {
    const top: SlotSource[] = [];
    const bottom: SlotSource[] = [];
    for (let g = 0; g < groups; g += 2) {
      top.push(place(g, 0), place(g + 1, 1));
      bottom.push(place(g + 1, 0), place(g, 1));
    }
    return [...top, ...bottom];
  }
  // Seeded by place, winners first; the runners-up in reverse order, so no winner meets its own group's.
  const qualifiers = Array.from({ length: groups * advance }, (_, i) => {
    const at = Math.floor(i / groups);
    return place(at % 2 === 0 ? i % groups : groups - 1 - (i % groups), at);
  });
  return seededSlots(bracketSize(qualifiers.length)).map((s) =>
    s.kind === 'seed' && s.seed < qualifiers.length ? qualifiers[s.seed]! : { kind: 'bye' },
  );
}

/** The knockout part of a groups event; the groups themselves are walked by groups.ts. */
export function groupsKnockoutPlan(entrants: number, options: GroupsOptions): FormatPlan {
  const rounds = eliminationRounds(
    'K',
    'main',
    crossoverSlots(options),
    groupStages(entrants, options.groups) + 1,
  );
  return { entrants, matches: rounds.flat(), deciders: [rounds.at(-1)![0]!.id] };
}

/** The groups and how many of each go through: groups of about four and two through by default. */
export function groupsChoice(entrants: number, options?: FormatOptions): { groups: number; advance: number } {
  return {
    // Never more groups than pairs of entrants.
    groups: Math.max(
      1,
      Math.min(options?.groups ?? 2 ** Math.round(Math.log2(entrants / 4)), Math.floor(entrants / 2)),
    ),
    advance: options?.advance ?? 2,
  };
}
