import { isSaygFinished } from '../scoring/progress';
import type { SaygState } from '../scoring/types';

/* Whether published live data is finished: half of the live-now rule (liveNow.ts). */

function isSaygShaped(data: unknown): data is Pick<SaygState, 'legs' | 'numberOfLegs' | 'opponentName'> {
  if (typeof data !== 'object' || data === null) return false;
  const { legs, numberOfLegs } = data as { legs?: unknown; numberOfLegs?: unknown };
  return typeof legs === 'object' && legs !== null && typeof numberOfLegs === 'number';
}

/**
 * True when published live data says its match is over: a leg-by-leg (Sayg) record whose match has
 * a winner or has played every leg (single player: every leg checked out). A tournament's data is
 * never finished by itself: it leaves the list once idle. Data of an unexpected shape is not finished.
 */
export function isLiveDataFinished(type: 'Sayg' | 'Tournament', data: unknown): boolean {
  if (type !== 'Sayg' || !isSaygShaped(data)) return false;
  try {
    return isSaygFinished(data);
  } catch {
    return false;
  }
}
