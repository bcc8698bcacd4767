import type { MatchOption } from './types';

/* The eight matches of a league fixture and their default options (spec 2 section 9). */

export const MATCHES_PER_FIXTURE = 8;

/** Players per side by match index: five singles, two pairs, one triples. */
export const PLAYER_COUNTS: readonly number[] = [1, 1, 1, 1, 1, 2, 2, 3];

/**
 * The default options of match `index`: 501 (601 for the triples), best of 5 for singles (3 in a
 * knockout) and 3 for pairs and triples; a knockout has no triples (0 legs, 0 score, 0 players).
 */
export function defaultMatchOption(index: number, isKnockout: boolean): MatchOption {
  const playerCount = PLAYER_COUNTS[index] ?? 1;
  if (isKnockout && playerCount === 3) return { playerCount: 0, startingScore: 0, numberOfLegs: 0 };
  return {
    playerCount,
    startingScore: playerCount === 3 ? 601 : 501,
    numberOfLegs: playerCount === 1 ? (isKnockout ? 3 : 5) : 3,
  };
}

/** The default options of all eight matches. */
export function defaultMatchOptions(isKnockout: boolean): MatchOption[] {
  return PLAYER_COUNTS.map((_, index) => defaultMatchOption(index, isKnockout));
}
