import type { Leg, LegInput, PlayerSequenceEntry, SideInput, SideKey, SideStarts } from './types';
import { otherSide } from './types';
import { recomputeSide, throwOutcomes } from './visit';

/** Player names used for the `text` of a player sequence. */
export interface SideNames {
  home: string;
  away?: string | null;
}

/** The sides present in a leg: both, or only home for a single-player leg. */
export function legSides(leg: Pick<LegInput, 'away'>): SideKey[] {
  return leg.away ? ['home', 'away'] : ['home'];
}

/** The side of a leg, or null when absent (away in a single-player leg). */
export function legSide<S extends SideInput>(leg: { home: S; away?: S | null }, side: SideKey): S | null {
  return side === 'home' ? leg.home : (leg.away ?? null);
}

/** Where a side starts the leg: its own start in a handicapped match, else the game's score. */
export function sideStart(leg: Pick<LegInput, 'startingScore' | 'starts'>, side: SideKey): number {
  return leg.starts?.[side] ?? leg.startingScore;
}

/** Recomputes both sides' score and darts from their throws (input values are ignored). */
export function recomputeLeg(leg: LegInput): Leg {
  const result: Leg = {
    startingScore: leg.startingScore,
    currentThrow: leg.currentThrow ?? null,
    playerSequence: (leg.playerSequence ?? []).map((p) => ({ value: p.value, text: p.text })),
    home: recomputeSide(sideStart(leg, 'home'), leg.home),
    away: leg.away ? recomputeSide(sideStart(leg, 'away'), leg.away) : null,
  };
  if (leg.isLastLeg !== undefined) result.isLastLeg = leg.isLastLeg;
  if (leg.starts) result.starts = leg.starts;
  return result;
}

/** Remaining score of a side: the starting score less its points; null when the side is absent. */
export function legRemaining(leg: LegInput, side: SideKey): number | null {
  const s = legSide(leg, side);
  if (!s) return null;
  const outcomes = throwOutcomes(sideStart(leg, side), s.throws);
  return outcomes.at(-1)?.remaining ?? sideStart(leg, side);
}

/** The side that throws first in the leg (the first of the player sequence, else home). */
export function firstThrower(leg: Pick<LegInput, 'playerSequence'>): SideKey {
  return leg.playerSequence?.[0]?.value ?? 'home';
}

/** Index of the visit with which a side checked out, or null. */
export function checkoutVisitIndex(leg: LegInput, side: SideKey): number | null {
  const s = legSide(leg, side);
  if (!s) return null;
  const index = throwOutcomes(sideStart(leg, side), s.throws).findIndex((o) => o.checkout);
  return index < 0 ? null : index;
}

/**
 * The winner of a leg, derived from the throws: the side whose remaining reached exactly 0.
 * Should both sides (through edits) reach 0, the one that got there first in the throwing
 * order wins, so a leg never has two winners.
 */
export function legWinner(leg: LegInput): SideKey | null {
  const first = firstThrower(leg);
  let winner: SideKey | null = null;
  let best = Infinity;
  for (const side of legSides(leg)) {
    const index = checkoutVisitIndex(leg, side);
    if (index === null) continue;
    const position = index * 2 + (side === first ? 0 : 1);
    if (position < best) {
      best = position;
      winner = side;
    }
  }
  return winner;
}

/** True when the leg has a player sequence and a current thrower (play can proceed). */
export function isLegStarted(leg: Pick<LegInput, 'playerSequence' | 'currentThrow'>): boolean {
  return (leg.playerSequence?.length ?? 0) > 0 && !!leg.currentThrow;
}

/**
 * Whose visit is next, derived from the throws: single player always home; otherwise the
 * second thrower once the first has thrown more visits, else the first. Null before a starter
 * is chosen.
 */
export function nextThrower(leg: LegInput): SideKey | null {
  if (!leg.away) return 'home';
  const firstEntry = leg.playerSequence?.[0];
  if (!firstEntry) return null;
  const first = firstEntry.value;
  const second = otherSide(first);
  const firstThrows = legSide(leg, first)?.throws.length ?? 0;
  const secondThrows = legSide(leg, second)?.throws.length ?? 0;
  return firstThrows > secondThrows ? second : first;
}

/** A player sequence starting with `first` (single player: home only). */
export function sequenceStartingWith(
  first: SideKey,
  names: SideNames,
  singlePlayer = false,
): PlayerSequenceEntry[] {
  if (singlePlayer) return [{ value: 'home', text: names.home }];
  const text = (side: SideKey) => (side === 'home' ? names.home : (names.away ?? ''));
  const second = otherSide(first);
  return [
    { value: first, text: text(first) },
    { value: second, text: text(second) },
  ];
}

/** The player sequence reversed for the next leg (a single entry stays as it is). */
export function reverseSequence(sequence: readonly PlayerSequenceEntry[]): PlayerSequenceEntry[] {
  return [...sequence].reverse().map((p) => ({ value: p.value, text: p.text }));
}

export interface CreateLegOptions {
  isLastLeg?: boolean;
  singlePlayer?: boolean;
  /** Who throws first; empty or absent leaves the starter unset (the UI asks). */
  playerSequence?: readonly PlayerSequenceEntry[];
  /** Each side's own start in a handicapped match. */
  starts?: SideStarts | null;
}

/** A new, empty leg. The current thrower is the first of the sequence, or null (ask). */
export function createLeg(startingScore: number, options: CreateLegOptions = {}): Leg {
  const playerSequence = (options.playerSequence ?? []).map((p) => ({ value: p.value, text: p.text }));
  const empty = () => ({ score: 0, noOfDarts: 0, throws: [] });
  const leg: Leg = {
    startingScore,
    currentThrow: playerSequence[0]?.value ?? null,
    playerSequence,
    isLastLeg: options.isLastLeg ?? false,
    home: empty(),
    away: options.singlePlayer ? null : empty(),
  };
  if (options.starts && !options.singlePlayer) leg.starts = options.starts;
  return leg;
}

/**
 * Starts a leg ("Who plays first?" / "Who won the bull?" answered): sets the player sequence
 * with `first` throwing first and makes it the current thrower. A single-player leg always
 * starts with home.
 */
export function startLeg(leg: Leg, first: SideKey, names: SideNames): Leg {
  const singlePlayer = !leg.away;
  const playerSequence = sequenceStartingWith(singlePlayer ? 'home' : first, names, singlePlayer);
  return { ...leg, playerSequence, currentThrow: playerSequence[0]?.value ?? null };
}
