import type { Template, TemplateDate, TemplateDivision } from './template';

/*
 * A double round-robin by the circle method, as template dates (docs/domain.md, "Season tools").
 * One placeholder stays fixed while the others rotate; home and away alternate so that nobody is
 * home or away more than twice in a row. The second half replays the first with home and away
 * swapped, starting from the first half's second round: so the run across the halves stays within
 * two and nobody meets the same team two weeks running. With an odd count, the team drawn against
 * the empty seat has a bye (once per half, never two weeks running).
 */

/** The rounds of a single round-robin of `count` placeholders: [home, away | null] index pairs. */
export function singleRoundRobin(count: number): [number, number | null][][] {
  if (count < 2) return [];
  const seats = count % 2 === 0 ? count : count + 1;
  const fixed = seats - 1;
  const rotating = seats - 1;
  const rounds: [number, number | null][][] = [];
  for (let r = 0; r < rotating; r++) {
    const round: [number, number][] = [r % 2 === 0 ? [r, fixed] : [fixed, r]];
    for (let k = 1; k < seats / 2; k++) {
      const a = (r + k) % rotating;
      const b = (r - k + rotating) % rotating;
      round.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    // The empty seat (odd counts) turns its fixture into a bye for the other placeholder.
    rounds.push(
      round.map(([h, a]): [number, number | null] =>
        fixed >= count && (h === fixed || a === fixed) ? [h === fixed ? a : h, null] : [h, a],
      ),
    );
  }
  return rounds;
}

/** Both halves: the first half, then its rounds from the second on (the first last), swapped. */
export function doubleRoundRobin(count: number): [number, number | null][][] {
  const first = singleRoundRobin(count);
  const second = first.map((_, i) =>
    first[(i + 1) % first.length]!.map(([h, a]): [number, number | null] =>
      a === null ? [h, null] : [a, h],
    ),
  );
  return [...first, ...second];
}

/** Placeholder codes of division `index` (0-based) with `count` teams: "A1".."A10", "B1".. */
export function roundRobinCodes(index: number, count: number): string[] {
  const letter = index < 26 ? String.fromCharCode(65 + index) : `D${index + 1}-`;
  return Array.from({ length: count }, (_, i) => `${letter}${i + 1}`);
}

/** A template division of a double round-robin between `codes`. */
export function roundRobinDivision(codes: readonly string[]): TemplateDivision {
  const dates: TemplateDate[] = doubleRoundRobin(codes.length).map((round) => ({
    fixtures: round.map(([h, a]) =>
      a === null ? { home: codes[h]! } : { home: codes[h]!, away: codes[a]! },
    ),
  }));
  return { sharedAddresses: [], dates };
}

/** A template of double round-robins, one division per team count. */
export function roundRobinTemplate(teamCounts: readonly number[], name = 'Double round-robin'): Template {
  return {
    id: '',
    name,
    description: 'Generated without a template: every team plays every other team home and away.',
    divisions: teamCounts.map((count, i) => roundRobinDivision(roundRobinCodes(i, count))),
    sharedAddresses: [],
  };
}
