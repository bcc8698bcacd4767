import { useEffect, useState } from 'react';

/*
 * The TV's timers, in one place (docs/decisions/044): tests drive them with fake timers.
 */
export const TV_TIMINGS = {
  /** How long a page of live boards shows before the next, when more are live than fit. */
  boardPageMs: 20_000,
  /** How long each of tonight's fixtures, the latest results and each table shows when nothing is live. */
  slideMs: 15_000,
} as const;

/**
 * Which of `count` screens shows now: the next every `intervalMs`, round and round (always 0 with
 * one screen or none). The timer is one interval, cleared when the page goes away.
 */
export function useRotation(count: number, intervalMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count <= 1) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return count > 1 ? tick % count : 0;
}
