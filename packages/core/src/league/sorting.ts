/** Text and ranking helpers shared by the league tables (sorts ignore case). */

/** Case-insensitive comparison of trimmed text; ties fall back to an ordinal comparison so sorts are total. */
export function compareText(a: string, b: string): number {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Names and addresses are matched trimmed and case-insensitively. */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Descending comparison of two numbers, for use in comparator chains. */
export function descending(a: number, b: number): number {
  return b - a;
}

/** Sorts a copy with `compare` and numbers the rows 1..n (no shared ranks). */
export function rankBy<T extends { rank: number }>(rows: readonly T[], compare: (a: T, b: T) => number): T[] {
  return [...rows].sort(compare).map((row, index) => ({ ...row, rank: index + 1 }));
}
