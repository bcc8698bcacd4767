import type {
  Leg,
  LegSide,
  LegsInHand,
  PlayerSequenceEntry,
  SideKey,
  SideStarts,
  Throw,
} from '../contract/sayg';

export type { Leg, LegSide, LegsInHand, PlayerSequenceEntry, SideKey, SideStarts, Throw };

/** A side whose score and darts may be missing or wrong: only the throws are trusted. */
export interface SideInput {
  throws: readonly Throw[];
  score?: number | null;
  noOfDarts?: number | null;
}

/** A leg as it may arrive from a client or storage: sides are recomputed from the throws. */
export interface LegInput {
  startingScore: number;
  /** Each side's own start in a handicapped match (absent: both start at `startingScore`). */
  starts?: SideStarts | null;
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
  /** A handicapped match: each side's start (each new leg takes it) and the legs each has in hand. */
  starts?: SideStarts | null;
  legsInHand?: LegsInHand | null;
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
  starts?: SideStarts | null;
  legsInHand?: LegsInHand | null;
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
