/**
 * The socket's reconnect delays: the base, doubling on each attempt, up to the maximum; each drawn
 * between half of that and all of it, so the spectators a restarted server dropped together do not
 * all come back in the same millisecond (bench/rolling-restart.mjs measured the burst).
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** The delay before the next attempt (each call counts one attempt). */
  next(): number {
    const delay = Math.min(this.maxMs, this.baseMs * 2 ** this.attempt);
    this.attempt += 1;
    return Math.round(delay * (0.5 + this.random() / 2));
  }

  /** Connected again: the next drop starts from the base delay. */
  reset(): void {
    this.attempt = 0;
  }
}

/** The next polling delay: the base after an update, otherwise doubling up to the maximum. */
export function nextPollDelay(
  previousMs: number,
  anyUpdated: boolean,
  baseMs: number,
  maxMs: number,
): number {
  if (anyUpdated) return baseMs;
  return Math.min(maxMs, Math.max(baseMs, previousMs * 2));
}
