import { useEffect, useRef, useState } from 'react';
import type { LiveDataType, LivePayload } from '@darts/core/contract/live';
import type { LiveStatus } from './connection/types';

export interface LiveSubscriptionOptions<T extends LiveDataType> {
  id: string | null | undefined;
  type: T;
  /** Paused (or not permitted): nothing is subscribed. */
  enabled: boolean;
  /** The type's payload as its scorer sent it: check its shape before trusting it. */
  onUpdate: (data: LivePayload<T>) => void;
  onError?: (message: string) => void;
}

// The connection's code (web socket, polling fallback, reconnects) loads with the first
// subscription, alongside the record's first fetch: pages show their data without waiting for
// it (docs/decisions/012).
const loadConnection = () => import('./connection/shared');

/**
 * Follows one record live while enabled (one subscription at a time per view: a new id replaces
 * the old one). Returns the connection status for the indicator.
 */
export function useLiveSubscription<T extends LiveDataType>({
  id,
  type,
  enabled,
  onUpdate,
  onError,
}: LiveSubscriptionOptions<T>): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('offline');
  const handlers = useRef({ onUpdate, onError });
  // The latest handlers, without resubscribing when a parent re-renders with new closures.
  useEffect(() => {
    handlers.current = { onUpdate, onError };
  });

  useEffect(() => {
    if (!enabled || !id) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadConnection().then(
      ({ liveConnection }) => {
        if (cancelled) return;
        const connection = liveConnection();
        const stopStatus = connection.onStatus(setStatus);
        const unsubscribe = connection.subscribe<T>({
          id,
          type,
          onUpdate: (data) => handlers.current.onUpdate(data),
          onError: (message) => handlers.current.onError?.(message),
        });
        stop = () => {
          unsubscribe();
          stopStatus();
        };
      },
      (error: unknown) => {
        if (!cancelled) handlers.current.onError?.(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id, type, enabled]);

  return enabled && id ? status : 'offline';
}
