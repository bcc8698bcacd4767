import { singleRoundRobin } from '../../../season/roundRobin';

/*
 * Round-robin groups feeding a knockout. Groups are drawn by seed, snaking, so each group has one
 * of the top seeds; everyone in a group plays everyone else once (the season's circle method);
 * the group table orders by matches won, leg difference, legs won, then the matches among the
 * sides still level (head to head), then the 3-dart average, then the better seed. The top places
 * of each group cross into the knockout (groups.ts groupsKnockoutPlan, A1 v B2, B1 v A2).
 */

/** A group match's result, by the entrants' seeds (0-based). */
export interface GroupMatchResult {
  a: number;
  b: number;
  legsA: number;
  legsB: number;
  /** 3-dart averages when recorded. */
  averageA?: number | null;
  averageB?: number | null;
}

export interface GroupRow {
  seed: number;
  played: number;
  won: number;
  lost: number;
  legsFor: number;
  legsAgainst: number;
  /** The mean of the side's match averages, null when none was recorded. */
  average: number | null;
}

/** The groups' members by seed: seeds 0..G-1 head a group each, the rest snake back and forth. */
export function drawGroups(entrants: number, groups: number): number[][] {
  const drawn: number[][] = Array.from({ length: groups }, () => []);
  for (let seed = 0; seed < entrants; seed++) {
    const lap = Math.floor(seed / groups);
    const at = seed % groups;
    drawn[lap % 2 === 0 ? at : groups - 1 - at]!.push(seed);
  }
  return drawn;
}

/** A group's matches round by round, as pairs of seeds (a member left out of a round rests). */
export function groupRounds(members: readonly number[]): [number, number][][] {
  return singleRoundRobin(members.length).map((round) =>
    round.flatMap(([h, a]): [number, number][] => (a === null ? [] : [[members[h]!, members[a]!]])),
  );
}

/** The matches a group of `size` plays: each pair once. */
export const groupMatchCount = (size: number) => (size * (size - 1)) / 2;

function rowsOf(members: readonly number[], results: readonly GroupMatchResult[]): Map<number, GroupRow> {
  const rows = new Map(
    members.map((seed) => [
      seed,
      { seed, played: 0, won: 0, lost: 0, legsFor: 0, legsAgainst: 0, average: null as number | null },
    ]),
  );
  const averages = new Map<number, number[]>(members.map((seed) => [seed, []]));
  for (const r of results) {
    const sides: [number, number, number, number | null | undefined][] = [
      [r.a, r.legsA, r.legsB, r.averageA],
      [r.b, r.legsB, r.legsA, r.averageB],
    ];
    for (const [seed, legsFor, legsAgainst, average] of sides) {
      const row = rows.get(seed);
      if (!row) continue;
      row.played += 1;
      row.legsFor += legsFor;
      row.legsAgainst += legsAgainst;
      if (legsFor > legsAgainst) row.won += 1;
      else row.lost += 1;
      if (typeof average === 'number') averages.get(seed)!.push(average);
    }
  }
  for (const [seed, list] of averages)
    if (list.length) rows.get(seed)!.average = list.reduce((s, v) => s + v, 0) / list.length;
  return rows;
}

/** The group table, best first, by the tie-breakers above. */
export function groupTable(members: readonly number[], results: readonly GroupMatchResult[]): GroupRow[] {
  const inGroup = new Set(members);
  const own = results.filter((r) => inGroup.has(r.a) && inGroup.has(r.b));
  const rows = rowsOf(members, own);
  const byFigures = (x: GroupRow, y: GroupRow) =>
    y.won - x.won || y.legsFor - y.legsAgainst - (x.legsFor - x.legsAgainst) || y.legsFor - x.legsFor;
  const sorted = [...rows.values()].sort(byFigures);
  // Sides level on the figures are ordered by the matches among them, then average, then seed.
  const table: GroupRow[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && byFigures(sorted[i]!, sorted[j]!) === 0) j++;
    const level = sorted.slice(i, j);
    if (level.length === 1) table.push(level[0]!);
    else {
      const seeds = new Set(level.map((r) => r.seed));
      const among = rowsOf(
        [...seeds],
        own.filter((r) => seeds.has(r.a) && seeds.has(r.b)),
      );
      table.push(
        ...level.sort(
          (x, y) =>
            byFigures(among.get(x.seed)!, among.get(y.seed)!) ||
            (y.average ?? -1) - (x.average ?? -1) ||
            x.seed - y.seed,
        ),
      );
    }
    i = j;
  }
  return table;
}

/** Whether every match of the group has a result. */
export function isGroupFinished(members: readonly number[], results: readonly GroupMatchResult[]): boolean {
  const inGroup = new Set(members);
  const pairs = new Set(
    results
      .filter((r) => inGroup.has(r.a) && inGroup.has(r.b))
      .map((r) => [r.a, r.b].sort((x, y) => x - y).join()),
  );
  return pairs.size === groupMatchCount(members.length);
}
