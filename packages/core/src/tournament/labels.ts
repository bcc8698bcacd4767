/* The names a bracket gives its sides, matches and rounds (docs/domain.md, "A knockout tournament"). */

/** The name of the round that brings the sides down to a power of two. */
export const PRELIMINARY_ROUND = 'Preliminary round';

/** The label of the side at `index` (0-based) among the playing sides: A..Z, then AA, AB, ... */
export function sideLabel(index: number): string {
  let label = '';
  let n = index;
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

/** The mnemonic of the `number`th match (1-based) of the bracket: M1, M2, ... */
export function matchMnemonic(number: number): string {
  return `M${number}`;
}

/** The placeholder shown for the winner of a match until it is decided: winner(M3). */
export function winnerPlaceholder(mnemonic: string): string {
  return `winner(${mnemonic})`;
}

/**
 * The name of a full (non-preliminary) round by its match count: 1 Final, 2 Semi-Final,
 * 4 Quarter-Final, otherwise "Round N" with N its 1-based place among the full rounds.
 */
export function roundName(matchCount: number, fullRoundNumber: number): string {
  if (matchCount === 1) return 'Final';
  if (matchCount === 2) return 'Semi-Final';
  if (matchCount === 4) return 'Quarter-Final';
  return `Round ${fullRoundNumber}`;
}
