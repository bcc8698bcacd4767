import { isSaygFinished } from '../scoring/progress';
import type { SaygState } from '../scoring/types';

/*
 * Which followed records are "live now" (issue 12): what /tv, /live and the home page list. The
 * server's watch list and the web's lists both use these; the clock is passed in.
 */

/** A record with no update for this long is no longer listed as live (30 minutes). */
export const LIVE_IDLE_MS = 30 * 60 * 1000;

export interface LiveActivity {
  /** ISO time of the latest published update. */
  lastUpdate: string;
  /** True when the match is over (see `isLiveDataFinished`). */
  finished: boolean;
}

/**
 * True while a record is being played: not finished, and updated within the last 30 minutes
 * (an update stamped a little in the future, from another instance's clock, counts as now). An
 * unreadable update time is not live.
 */
export function isLiveNow(entry: LiveActivity, now: Date): boolean {
  if (entry.finished) return false;
  const updated = Date.parse(entry.lastUpdate);
  if (Number.isNaN(updated)) return false;
  return now.getTime() - updated < LIVE_IDLE_MS;
}

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
