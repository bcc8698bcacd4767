import { isSaygFinished } from '../scoring/progress';
import type { SaygState } from '../scoring/types';
import type { Tournament } from '../tournament/types';
import { isTournamentDecided } from '../tournament/formats/registry';

/* Whether published live data is being played: half of the live-now rule (liveNow.ts). */

type SaygShape = Pick<SaygState, 'legs' | 'numberOfLegs' | 'opponentName'>;

function isSaygShaped(data: unknown): data is SaygShape {
  if (typeof data !== 'object' || data === null) return false;
  const { legs, numberOfLegs } = data as { legs?: unknown; numberOfLegs?: unknown };
  return typeof legs === 'object' && legs !== null && typeof numberOfLegs === 'number';
}

function isTournamentShaped(data: unknown): data is Pick<Tournament, 'round' | 'bestOf' | 'singleRound'> {
  if (typeof data !== 'object' || data === null) return false;
  const { round } = data as { round?: unknown };
  return (
    round === null || (typeof round === 'object' && Array.isArray((round as { matches?: unknown }).matches))
  );
}

/** Whether any visit has been thrown in any leg of a leg-by-leg record. */
export function hasThrows(data: SaygShape): boolean {
  return Object.values(data.legs).some(
    (leg) => (leg?.home?.throws?.length ?? 0) > 0 || (leg?.away?.throws?.length ?? 0) > 0,
  );
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

/**
 * Whether published live data is being played, so belongs in Live now: a leg-by-leg record with a
 * visit thrown and its match not over (a scoring screen opened and closed without a throw is not
 * a match being played), a tournament not yet decided (isTournamentDecided).
 */
export function isLiveDataInPlay(type: 'Sayg' | 'Tournament', data: unknown): boolean {
  if (type === 'Tournament') {
    if (!isTournamentShaped(data)) return true;
    try {
      return !isTournamentDecided(data);
    } catch {
      return true;
    }
  }
  if (!isSaygShaped(data)) return false;
  return hasThrows(data) && !isLiveDataFinished(type, data);
}
