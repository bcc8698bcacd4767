import type { LiveDataType, LivePayload } from '@darts/core/contract/live';

/**
 * One followed record: its id and type, and what to do with new data (the type's payload, as its
 * scorer sent it: check its shape before trusting it) or an error.
 */
export interface LiveSubscriptionRequest<T extends LiveDataType = LiveDataType> {
  id: string;
  type: T;
  onUpdate(data: LivePayload<T>): void;
  onError?: (message: string) => void;
}

/** What the spectator sees: connected over the socket, reconnecting, polling, or off. */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'polling' | 'offline';

/** The two modes (docs/decisions/010), tried in this order; one that fails to subscribe is removed. */
export type LiveMode = 'webSocket' | 'polling';

/**
 * The polling outcomes: 0 or 4 keep polling; 3 (no result) drops the
 * subscription; 1 (the server reported a failure) and 2 (an exception) call the error handler
 * and drop it.
 */
export const PollOutcome = {
  Updated: 0,
  Failed: 1,
  Exception: 2,
  NotTracked: 3,
  Unchanged: 4,
} as const;
export type PollOutcome = (typeof PollOutcome)[keyof typeof PollOutcome];

/** Last-Modified and ETag of the last answer; the ETag catches changes within one second. */
export interface PollValidators {
  lastModified: string | null;
  etag: string | null;
}

export const NO_VALIDATORS: PollValidators = { lastModified: null, etag: null };

/** Timings of the live connection (docs/decisions/010). */
export const LIVE_TIMINGS = {
  pollBaseMs: 1000,
  pollMaxMs: 10_000,
  socketReadyCheckMs: 100,
  socketReadyTimeoutMs: 5000,
  reconnectBaseMs: 1000,
  reconnectMaxMs: 15_000,
} as const;

/** Keeps only new data: the same document again (a resubscribe, a repeated poll) is dropped. */
export function isNewer(previous: unknown, next: unknown): boolean {
  if (previous === undefined) return true;
  const stamp = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { updated?: unknown }).updated === 'string'
      ? (value as { updated: string }).updated
      : null;
  const before = stamp(previous);
  const after = stamp(next);
  if (before && after && after < before) return false;
  return JSON.stringify(previous) !== JSON.stringify(next);
}
