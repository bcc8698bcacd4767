/*
 * When a webhook delivery is tried again (decision 059): soon at first, then further apart, for a
 * day from its first try; a hook whose every delivery has failed for a day is paused. Pure.
 */

/** Waits before each retry, in order; the last repeats. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A delivery is given up a day after its first try. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait after `attempts` failed tries (reminder mails wait the same way, for as long as it takes). */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts - 1, 0), RETRY_DELAYS_MS.length - 1)]!;
}

/** When to try again after `attempts` failed tries, or null when the day is up. */
export function nextAttempt(attempts: number, firstTried: Date, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - firstTried.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

/** A hook is paused once its deliveries have failed, with none delivered, for a day. */
export function shouldPause(failingSince: string | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - Date.parse(failingSince) >= GIVE_UP_AFTER_MS;
}
