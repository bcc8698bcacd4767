import type { MatchOption } from './types';

/* The eight matches of a league fixture and their default options. */

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

/** The kind of match in a slot: 0-4 singles, 5-6 pairs, 7 triples. */
export type MatchKind = 'Singles' | 'Pairs' | 'Triples';

export function matchKind(index: number): MatchKind {
  const count = PLAYER_COUNTS[index] ?? 1;
  return count === 1 ? 'Singles' : count === 2 ? 'Pairs' : 'Triples';
}

/**
 * The options of match `index` as a scorecard uses them: the fixture's own entry, else the
 * default for the slot (a missing or null entry means "use the default").
 */
export function matchOptionAt(
  options: readonly (MatchOption | null | undefined)[] | null | undefined,
  index: number,
  isKnockout: boolean,
): MatchOption {
  return options?.[index] ?? defaultMatchOption(index, isKnockout);
}

/**
 * The options after the knockout flag changed: each slot's number of legs (and, for the triples,
 * its whole default) is reset from the defaults of the new flag.
 */
export function optionsForKnockout(
  options: readonly (MatchOption | null | undefined)[],
  isKnockout: boolean,
): MatchOption[] {
  return PLAYER_COUNTS.map((_, index) => {
    const fallback = defaultMatchOption(index, isKnockout);
    const current = options[index];
    if (!current || fallback.playerCount === 0 || current.playerCount === 0) return fallback;
    return { ...current, numberOfLegs: fallback.numberOfLegs };
  });
}
