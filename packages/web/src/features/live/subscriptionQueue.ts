import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Live boards subscribe one at a time: a board follows once the board before
 * it has its first live data, or after QUEUE_FALLBACK_MS when none comes.
 */

/** How long the queue waits for a board's first live data before the next board subscribes. */
export const QUEUE_FALLBACK_MS = 2000;

/** The boards' queue: boards with an index below `turn` may follow; `advance(i)` lets board i + 1 go. */
export function useSubscriptionQueue(): { turn: number; advance: (index: number) => void } {
  const [turn, setTurn] = useState(1);
  const advance = useCallback((index: number) => setTurn((t) => Math.max(t, index + 2)), []);
  return { turn, advance };
}

/**
 * One board's part: once it follows, `onFollowing` is called after QUEUE_FALLBACK_MS; the answer
 * calls it at once (on the board's first live data, or an error).
 */
export function useQueueTurn(follow: boolean, onFollowing: () => void): () => void {
  const next = useRef(onFollowing);
  useEffect(() => {
    next.current = onFollowing;
  });
  useEffect(() => {
    if (!follow) return undefined;
    const timer = setTimeout(() => next.current(), QUEUE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [follow]);
  return useCallback(() => next.current(), []);
}
