import type { Leg, LegSide, PlayerSequenceEntry, SideKey, Throw } from '../contract/sayg';

export type { Leg, LegSide, PlayerSequenceEntry, SideKey, Throw };

/** A side whose score and darts may be missing or wrong: only the throws are trusted. */
export interface SideInput {
  throws: readonly Throw[];
  score?: number | null;
  noOfDarts?: number | null;
}

/** A leg as it may arrive from a client or storage: sides are recomputed from the throws. */
export interface LegInput {
  startingScore: number;
  currentThrow?: SideKey | null;
  playerSequence?: readonly PlayerSequenceEntry[];
  isLastLeg?: boolean;
  home: SideInput;
  away?: SideInput | null;
}

/** What the match-level rules need of a sayg record (request or stored). */
export interface SaygInput {
  startingScore: number;
  numberOfLegs: number;
  legs: Readonly<Record<string, LegInput>>;
}

/** A sayg record whose legs and scores have been recomputed from the throws. */
export interface SaygState {
  startingScore: number;
  numberOfLegs: number;
  homeScore: number;
  awayScore: number;
  legs: Record<string, Leg>;
  yourName: string;
  opponentName?: string | null;
}

/** Legs won by each side. */
export interface LegsWon {
  home: number;
  away: number;
}

/** The other side. */
export function otherSide(side: SideKey): SideKey {
  return side === 'home' ? 'away' : 'home';
}
