/*
 * Swiss rounds: every round pairs sides of like standing, nobody meets a side twice, and an odd
 * field gives one side a bye (counted as a win), never the same side twice. The standing orders by
 * matches won, then the Buchholz score (the wins of everyone a side has played: a harder run ranks
 * higher), then leg difference, then the better seed. ceil(log2 N) rounds find a single unbeaten
 * side in a field of a power of two.
 */

/** A Swiss match by the entrants' seeds (0-based); `b` null is a bye. */
export interface SwissMatch {
  a: number;
  b: number | null;
  /** The winner's seed once played (the side itself for a bye). */
  winner: number | null;
  legsA?: number;
  legsB?: number;
}

export interface SwissRow {
  seed: number;
  won: number;
  buchholz: number;
  legDifference: number;
  byes: number;
}

/** The rounds a field of `entrants` plays by default. */
export const swissRounds = (entrants: number) => Math.max(1, Math.ceil(Math.log2(entrants)));

/** The standing after the rounds given, best first. */
export function swissStanding(entrants: number, rounds: readonly (readonly SwissMatch[])[]): SwissRow[] {
  const rows = Array.from({ length: entrants }, (_, seed): SwissRow => ({
    seed,
    won: 0,
    buchholz: 0,
    legDifference: 0,
    byes: 0,
  }));
  const opponents = rows.map((): number[] => []);
  for (const match of rounds.flat()) {
    if (match.b === null) {
      rows[match.a]!.byes += 1;
      rows[match.a]!.won += 1;
      continue;
    }
    opponents[match.a]!.push(match.b);
    opponents[match.b]!.push(match.a);
    if (match.winner !== null) rows[match.winner]!.won += 1;
    const difference = (match.legsA ?? 0) - (match.legsB ?? 0);
    rows[match.a]!.legDifference += difference;
    rows[match.b]!.legDifference -= difference;
  }
  for (const row of rows) row.buchholz = opponents[row.seed]!.reduce((sum, o) => sum + rows[o]!.won, 0);
  return rows.sort(
    (x, y) =>
      y.won - x.won || y.buchholz - x.buchholz || y.legDifference - x.legDifference || x.seed - y.seed,
  );
}

/**
 * The next round's pairings: down the standing, each side against the nearest one below it it has
 * not met (searching further when that leaves the rest unpairable); with an odd field, the bye to
 * the lowest side that has not had one. Null when no such round exists (too many rounds played).
 */
export function swissPairings(
  entrants: number,
  rounds: readonly (readonly SwissMatch[])[],
): SwissMatch[] | null {
  const standing = swissStanding(entrants, rounds);
  const met = new Set<string>();
  for (const m of rounds.flat()) if (m.b !== null) met.add(key(m.a, m.b));
  const order = standing.map((r) => r.seed);
  const byeCandidates =
    entrants % 2 === 0
      ? [null]
      : [...standing]
          .reverse()
          .filter((r) => r.byes === 0)
          .map((r) => r.seed);
  for (const bye of byeCandidates) {
    const field = order.filter((seed) => seed !== bye);
    const pairs = pairDown(field, met);
    if (pairs)
      return [
        ...pairs.map(([a, b]): SwissMatch => ({ a, b, winner: null })),
        ...(bye === null ? [] : [{ a: bye, b: null, winner: bye }]),
      ];
  }
  return null;
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Pairs the field in order, the first unpaired side with the nearest it has not met, backtracking. */
function pairDown(field: readonly number[], met: ReadonlySet<string>): [number, number][] | null {
  if (!field.length) return [];
  const [first, ...rest] = field;
  for (let i = 0; i < rest.length; i++) {
    if (met.has(key(first!, rest[i]!))) continue;
    const others = pairDown([...rest.slice(0, i), ...rest.slice(i + 1)], met);
    if (others) return [[first!, rest[i]!], ...others];
  }
  return null;
}
