import { nextPollDelay } from './backoff';
import { pollOnce } from './polling';
import { deliver, type Subscriptions } from './subscriptions';
import { PollOutcome, type LIVE_TIMINGS } from './types';

/** What the polling loop needs from the connection that owns it. */
export interface PollingHost {
  fetcher: typeof fetch;
  subscriptions: Subscriptions;
  /** Every poll failed by exception: the polling mode is removed. */
  unavailable(): void;
  /** A round ended (the status may have changed). */
  changed(): void;
  log(message: string): void;
}

/**
 * The polling mode: polls every polling subscription in rounds, backing off from the base delay
 * to the maximum while nothing changes, and applies the polling outcomes (`PollOutcome`).
 */
export class PollingStrategy {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay: number;

  constructor(
    private readonly host: PollingHost,
    private readonly timings: typeof LIVE_TIMINGS,
  ) {
    this.delay = timings.pollBaseMs;
  }

  /** Starts a round after the delay, unless one is already due. */
  schedule(delay: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pollAll();
    }, delay);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async pollAll(): Promise<void> {
    const { subscriptions } = this.host;
    const polled = subscriptions.inMode('polling');
    if (polled.length === 0) return;
    let kept = 0;
    let exceptions = 0;
    let updated = false;
    for (const s of polled) {
      const result = await pollOnce(this.host.fetcher, s.id, s.type, s.validators);
      if (!subscriptions.has(s.key)) continue;
      if (result.validators) s.validators = result.validators;
      switch (result.outcome) {
        case PollOutcome.Updated:
          updated = true;
          kept += 1;
          deliver(s, result.data);
          break;
        case PollOutcome.Unchanged:
          kept += 1;
          break;
        case PollOutcome.NotTracked:
          // No result drops the subscription (Refresh starts it again).
          this.host.log(`Not live: ${s.key}`);
          subscriptions.delete(s.key);
          break;
        case PollOutcome.Failed:
          s.onError?.(result.message ?? 'Error polling for updates');
          subscriptions.delete(s.key);
          break;
        case PollOutcome.Exception:
          exceptions += 1;
          s.onError?.(result.message ?? 'Error polling for updates');
          subscriptions.delete(s.key);
          break;
      }
    }
    if (exceptions === polled.length) this.host.unavailable();
    this.host.changed();
    if (kept === 0 || !subscriptions.anyInMode('polling')) return;
    this.delay = nextPollDelay(this.delay, updated, this.timings.pollBaseMs, this.timings.pollMaxMs);
    this.schedule(this.delay);
  }
}
