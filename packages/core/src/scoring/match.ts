import type { Leg, LegInput, LegsWon, PlayerSequenceEntry, SaygInput, SideKey } from './types';
import { createLeg, legWinner, recomputeLeg, reverseSequence, sequenceStartingWith } from './leg';
import { winnerOnLegs } from './legsRule';

/** The leg keys of a record ("0", "1", ...) in leg order; other keys are ignored. */
export function legKeys(legs: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(legs)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b));
}

/** The legs of a record in leg order. */
export function orderedLegs<L>(legs: Readonly<Record<string, L>>): L[] {
  return legKeys(legs).map((k) => legs[k] as L);
}

/**
 * Legs won by each side as the match counts them: those won at the board (derived from the throws
 * of every leg) and, in a handicapped match, the legs a side had in hand (scoring/handicap.ts).
 * Who wins, the score sent and shown.
 */
export function legsWon(record: Pick<SaygInput, 'legs' | 'legsInHand'>): LegsWon {
  const won: LegsWon = { home: record.legsInHand?.home ?? 0, away: record.legsInHand?.away ?? 0 };
  for (const leg of orderedLegs(record.legs)) {
    const winner = legWinner(leg);
    if (winner) won[winner]++;
  }
  return won;
}

/** Legs each side won at the board, without any legs in hand. */
export const legsThrown = (record: Pick<SaygInput, 'legs'>): LegsWon => legsWon({ legs: record.legs });

/**
 * The match winner for a number of legs and the legs won: the side that has won more than
 * half of `numberOfLegs`, else null.
 */
export function winnerByLegs(numberOfLegs: number, won: LegsWon): SideKey | null {
  return winnerOnLegs(won.home, won.away, numberOfLegs);
}

/** The match winner derived from the throws ('home', 'away' or null). */
export function matchWinner(record: Pick<SaygInput, 'legs' | 'numberOfLegs' | 'legsInHand'>): SideKey | null {
  return winnerByLegs(record.numberOfLegs, legsWon(record));
}

/** True when the record's legs have no away side (a single-player practice). */
export function isSinglePlayerLegs(legs: Readonly<Record<string, LegInput>>): boolean {
  const all = orderedLegs(legs);
  return all.length > 0 && all.every((leg) => !leg.away);
}

/** True when a record is single player: no opponent name. */
export function isSinglePlayer(record: { opponentName?: string | null }): boolean {
  return !record.opponentName?.trim();
}

/**
 * True when the match is over. Two players: a side has won more than half of the legs, or
 * every leg has been played (an even number of legs can end level). Single player: every leg
 * has been checked out.
 */
export function isMatchFinished(
  record: Pick<SaygInput, 'legs' | 'numberOfLegs' | 'legsInHand'>,
  singlePlayer: boolean = isSinglePlayerLegs(record.legs),
): boolean {
  const won = legsWon(record);
  if (singlePlayer) return won.home >= record.numberOfLegs;
  return winnerByLegs(record.numberOfLegs, won) !== null || won.home + won.away >= record.numberOfLegs;
}

/** A record with every side, leg and match score recomputed from the throws. */
export type Recomputed<T extends SaygInput> = Omit<T, 'legs' | 'homeScore' | 'awayScore'> & {
  legs: Record<string, Leg>;
  homeScore: number;
  awayScore: number;
};

/**
 * Recomputes a whole sayg record from its throws: each side's score and darts, each leg's
 * `isLastLeg`, and the match `homeScore` / `awayScore` as legs won. Input values for these are
 * never trusted. Idempotent.
 */
export function recomputeSayg<T extends SaygInput>(record: T): Recomputed<T> {
  const legs: Record<string, Leg> = {};
  for (const key of legKeys(record.legs)) {
    const leg = recomputeLeg(record.legs[key] as LegInput);
    leg.isLastLeg = Number(key) === record.numberOfLegs - 1;
    legs[key] = leg;
  }
  const won = legsWon({ legs, legsInHand: record.legsInHand });
  return { ...record, legs, homeScore: won.home, awayScore: won.away };
}

/**
 * True when the leg at `legIndex` is the deciding leg at level scores: the last possible leg
 * (counting legs in hand as played), with both sides on the same number of legs won, above zero.
 * Its starter is settled by the bull (or a supplied final-leg sequence).
 */
export function isDecidingLeg(numberOfLegs: number, legIndex: number, won: LegsWon): boolean {
  const last = legIndex === numberOfLegs - 1 || won.home + won.away === numberOfLegs - 1;
  return last && won.home === won.away && won.home > 0;
}

/** The index of the leg after the last one recorded (0 when there are none). */
export function nextLegIndex(legs: Readonly<Record<string, unknown>>): number {
  const keys = legKeys(legs);
  return keys.length === 0 ? 0 : Number(keys[keys.length - 1]) + 1;
}

/** Who throws first in legs whose starter is not played for. */
export interface LegSequenceOptions {
  /** Sequence for the first leg; absent: ask "Who plays first?". */
  firstLegSequence?: readonly PlayerSequenceEntry[];
  /** Sequence for a deciding leg at level scores; absent: ask "Who won the bull?". */
  finalLegSequence?: readonly PlayerSequenceEntry[];
}

/** What `nextLegSetup` needs of a record. */
export type SaygSetupInput = SaygInput & { yourName: string; opponentName?: string | null };

/**
 * The leg to play after the last recorded one: the previous leg's
 * player order reversed (single player: home again). On a deciding leg at level scores the
 * supplied final-leg sequence is used, else the starter is left unset so the UI asks who won
 * the bull. The first leg uses `firstLegSequence`, else asks who plays first.
 */
export function nextLegSetup(record: SaygSetupInput, options: LegSequenceOptions = {}): Leg {
  const index = nextLegIndex(record.legs);
  const singlePlayer = isSinglePlayer(record);
  const names = { home: record.yourName, away: record.opponentName ?? null };
  const isLastLeg = index === record.numberOfLegs - 1;
  const previous = record.legs[String(index - 1)];
  let playerSequence: readonly PlayerSequenceEntry[];
  if (singlePlayer) {
    playerSequence = sequenceStartingWith('home', names, true);
  } else if (isDecidingLeg(record.numberOfLegs, index, legsWon(record))) {
    playerSequence = options.finalLegSequence ?? [];
  } else if (previous && (previous.playerSequence?.length ?? 0) >= 2) {
    playerSequence = reverseSequence(previous.playerSequence ?? []);
  } else {
    playerSequence = options.firstLegSequence ?? [];
  }
  return createLeg(record.startingScore, { isLastLeg, singlePlayer, playerSequence, starts: record.starts });
}
