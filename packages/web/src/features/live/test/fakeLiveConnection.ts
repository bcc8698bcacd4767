import type { LivePayload } from '@darts/core/contract/live';
import type { LiveConnectionLike } from '../connection/shared';

export { resetLiveConnectionForTests, setLiveConnectionForTests } from '../connection/shared';
import type { LiveStatus, LiveSubscriptionRequest } from '../connection/types';

/** A live connection for component tests: records subscriptions and delivers updates on demand. */
export class FakeLiveConnection implements LiveConnectionLike {
  status: LiveStatus = 'connected';
  readonly subscriptions: { request: LiveSubscriptionRequest; active: boolean }[] = [];
  private readonly listeners = new Set<(status: LiveStatus) => void>();

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.status);
    return () => this.listeners.delete(listener);
  }

  subscribe(request: LiveSubscriptionRequest): () => void {
    const entry = { request, active: true };
    this.subscriptions.push(entry);
    return () => {
      entry.active = false;
    };
  }

  /** "Sayg:{id}" for each subscription still open, in order. */
  active(): string[] {
    return this.subscriptions.filter((s) => s.active).map((s) => `${s.request.type}:${s.request.id}`);
  }

  /** Delivers data as it came off the wire (tests also send malformed data). */
  update(id: string, data: unknown): void {
    for (const s of this.subscriptions) {
      if (s.active && s.request.id === id) s.request.onUpdate(data as LivePayload);
    }
  }

  setStatus(status: LiveStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }
}
