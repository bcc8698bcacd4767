/** The socket's reconnect delays: the base, doubling on each attempt, up to the maximum. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {}

  /** The delay before the next attempt (each call counts one attempt). */
  next(): number {
    const delay = Math.min(this.maxMs, this.baseMs * 2 ** this.attempt);
    this.attempt += 1;
    return delay;
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
