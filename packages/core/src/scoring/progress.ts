import type { Leg, SaygState } from './types';
import type { LegSequenceOptions } from './match';
import { isLegStarted, legWinner, nextThrower } from './leg';
import {
  isDecidingLeg,
  isMatchFinished,
  isSinglePlayer,
  legKeys,
  legsWon,
  nextLegSetup,
  recomputeSayg,
} from './match';

/**
 * Where a sayg record is in play: the leg being played, the question before it starts, and
 * `settle`, which re-derives everything from the throws after each change.
 */

export type StartQuestion = 'who-plays-first' | 'who-won-the-bull';

/** True when either side of the leg has recorded a visit. */
export function legHasThrows(leg: Leg): boolean {
  return leg.home.throws.length > 0 || (leg.away?.throws.length ?? 0) > 0;
}

/** True when the match is over (single player when the record has no opponent name). */
export function isSaygFinished(record: Pick<SaygState, 'legs' | 'numberOfLegs' | 'opponentName'>): boolean {
  return isMatchFinished(record, isSinglePlayer(record));
}

/** The key of the leg being played (the first without a winner), or null when the match is over. */
export function currentLegKey(record: SaygState): string | null {
  if (isSaygFinished(record)) return null;
  return legKeys(record.legs).find((k) => !legWinner(record.legs[k] as Leg)) ?? null;
}

/** The leg being played, or null when the match is over. */
export function currentLeg(record: SaygState): { key: string; leg: Leg } | null {
  const key = currentLegKey(record);
  const leg = key === null ? undefined : record.legs[key];
  return key !== null && leg ? { key, leg } : null;
}

/** The question to ask before the current leg can start, or null when it has started. */
export function startQuestion(record: SaygState): StartQuestion | null {
  const current = currentLeg(record);
  if (!current || isLegStarted(current.leg)) return null;
  const deciding = isDecidingLeg(record.numberOfLegs, Number(current.key), legsWon(record));
  return deciding ? 'who-won-the-bull' : 'who-plays-first';
}

/**
 * Normalises a record: recomputes sides, legs won and match score from the throws, drops empty
 * legs after the one in play, adds the next leg (`nextLegSetup`) when every leg is won and the
 * match is not over, and sets each open leg's current thrower from the throws. Idempotent.
 */
export function settle<T extends SaygState>(record: T, options: LegSequenceOptions = {}): T {
  // recomputeSayg keeps T's other fields and replaces legs and scores with the same types.
  const r = recomputeSayg(record) as unknown as T;
  const legs = r.legs;
  const keys = legKeys(legs);
  const over = isSaygFinished(r);
  const won = keys.map((k) => legWinner(legs[k] as Leg) !== null);
  const firstOpen = won.indexOf(false);
  const anchor = over ? won.lastIndexOf(true) : firstOpen < 0 ? keys.length - 1 : firstOpen;
  for (let i = keys.length - 1; i > anchor; i--) {
    const key = keys[i] as string;
    if (legHasThrows(legs[key] as Leg)) break;
    delete legs[key];
  }
  if (!over && firstOpen < 0) {
    const next = keys.length === 0 ? 0 : Number(keys[keys.length - 1]) + 1;
    legs[String(next)] = nextLegSetup(r, options);
    return settle(r, options);
  }
  for (const key of legKeys(legs)) {
    const leg = legs[key] as Leg;
    if (!legWinner(leg) && isLegStarted(leg)) leg.currentThrow = nextThrower(leg);
  }
  return r;
}
