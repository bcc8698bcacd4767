/*
 * Which followed records are "live now": what /tv, /live and the home page list. The
 * server's watch list and the web's lists both use this; the clock is passed in. Whether published
 * data is finished is `isLiveDataFinished` (liveData.ts: it needs the scoring rules, which the
 * web's lists need not download).
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
