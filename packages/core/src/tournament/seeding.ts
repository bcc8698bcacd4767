/*
 * Where the sides go in the first full round of a bracket. The sides are ranked (seeded sides
 * first, in their order, then the rest in theirs); a bracket of N sides has F = the largest power
 * of two <= N entries in its first full round, and P = N - F preliminary matches decide P of them.
 */

/** An entry of the first full round: a side (by rank, 0-based) or a preliminary match of two. */
export type BracketEntry =
  { kind: 'side'; rank: number } | { kind: 'preliminary'; rankA: number; rankB: number };

/** The largest power of two not above `count` (1 for 0 or 1). */
export function fullRoundSize(count: number): number {
  let size = 1;
  while (size * 2 <= count) size *= 2;
  return size;
}

/** Preliminary matches needed to bring `count` sides down to a power of two. */
export function preliminaryMatchCount(count: number): number {
  return count < 2 ? 0 : count - fullRoundSize(count);
}

/**
 * Standard seed positions for a bracket of `size` (a power of two): the 1-based rank at each
 * position, so that ranks 1 and 2 are in opposite halves, 1-4 in different quarters, and so on;
 * each pair of positions holds ranks adding up to size + 1.
 */
export function seedPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const next = positions.length * 2 + 1;
    positions = positions.flatMap((rank) => [rank, next - rank]);
  }
  return positions;
}

/**
 * The reading-order arrangement used when nobody is seeded: the first 2P ranks play the
 * preliminary round in pairs (A v B, C v D, ...); the others go straight through, paired among
 * themselves first, then each against a preliminary winner, then preliminary winners paired.
 */
export function readingOrderEntries(count: number): BracketEntry[] {
  const prelims = preliminaryMatchCount(count);
  const preliminary = (k: number): BracketEntry => ({ kind: 'preliminary', rankA: 2 * k, rankB: 2 * k + 1 });
  const through = (j: number): BracketEntry => ({ kind: 'side', rank: 2 * prelims + j });
  const byes = count - 2 * prelims;
  const entries: BracketEntry[] = [];
  const pairedByes = Math.max(byes - prelims, 0);
  for (let j = 0; j < pairedByes; j++) entries.push(through(j));
  const mixed = Math.min(byes, prelims);
  for (let k = 0; k < mixed; k++) entries.push(through(pairedByes + k), preliminary(k));
  for (let k = mixed; k < prelims; k++) entries.push(preliminary(k));
  return entries;
}

/**
 * The seeded arrangement: ranks take the standard seed positions of a bracket of F (or 2F with a
 * preliminary round, where the ranks beyond N are empty and the best ranks face them, so seeds
 * skip the preliminary round first).
 */
export function seededEntries(count: number): BracketEntry[] {
  if (count < 2) return [];
  const full = fullRoundSize(count);
  if (count === full) return seedPositions(full).map((rank) => ({ kind: 'side', rank: rank - 1 }));
  const positions = seedPositions(2 * full);
  const entries: BracketEntry[] = [];
  for (let i = 0; i < positions.length; i += 2) {
    const [a, b] = [positions[i]!, positions[i + 1]!];
    // each pair is [better rank, worse rank]: only the worse can be empty
    if (b > count) entries.push({ kind: 'side', rank: a - 1 });
    else entries.push({ kind: 'preliminary', rankA: a - 1, rankB: b - 1 });
  }
  return entries;
}
