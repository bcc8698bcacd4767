import type { EventMatch, EventSection, EventSlot, FormatEventOf } from '../sections';
import { groupName, planSections, winnerOf } from '../sections';
import { drawGroups, groupRounds, groupTable, isGroupFinished, type GroupMatchResult } from './groups';
import { groupsChoice, groupsKnockoutPlan } from './plan';

/*
 * Groups into a knockout's event: each group's matches (G{group}-{round}-{n}) and table, then the
 * knockout, filled from each group's places as the group finishes.
 */
export const groupsEvent: FormatEventOf = (entrants, options, byId, bestOf) => {
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
};
