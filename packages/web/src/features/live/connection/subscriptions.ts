import type { LiveDataType, LivePayload } from '@darts/core/contract/live';
import {
  isNewer,
  type LiveMode,
  type LiveStatus,
  type LiveSubscriptionRequest,
  type PollValidators,
} from './types';

/** One followed record with the mode it uses and what it last received. */
export interface Subscription extends LiveSubscriptionRequest {
  key: string;
  mode: LiveMode;
  last: unknown;
  /** What the last poll answered with, sent back to get 304 while nothing changed. */
  validators: PollValidators;
}

/** The state of the socket as the status sees it. */
export type SocketState = 'closed' | 'connecting' | 'open' | 'reconnecting';

export const keyOf = (type: LiveDataType, id: string) => `${type}:${id.toLowerCase()}`;

/** The followed records, one per (type, id). */
export class Subscriptions {
  private readonly byKey = new Map<string, Subscription>();

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  get(key: string): Subscription | undefined {
    return this.byKey.get(key);
  }

  set(subscription: Subscription): void {
    this.byKey.set(subscription.key, subscription);
  }

  delete(key: string): void {
    this.byKey.delete(key);
  }

  clear(): void {
    this.byKey.clear();
  }

  all(): Subscription[] {
    return [...this.byKey.values()];
  }

  inMode(mode: LiveMode): Subscription[] {
    return this.all().filter((s) => s.mode === mode);
  }

  anyInMode(mode: LiveMode): boolean {
    return this.all().some((s) => s.mode === mode);
  }

  /** The subscriptions a message is for: those of its id, or all when it has none. */
  forId(id: string | null | undefined): Subscription[] {
    if (!id) return this.all();
    return this.all().filter((s) => s.id.toLowerCase() === id.toLowerCase());
  }
}

/** The status for the indicator: off with nothing followed, else by the mode and the socket. */
export function statusOf(subscriptions: Subscriptions, socketState: SocketState): LiveStatus {
  const subs = subscriptions.all();
  if (subs.length === 0) return 'offline';
  if (subs.some((s) => s.mode === 'webSocket')) {
    if (socketState === 'open') return 'connected';
    return socketState === 'reconnecting' ? 'reconnecting' : 'connecting';
  }
  return 'polling';
}

/** Hands new data (the payload of the subscription's type, from the wire) to the subscriber; the same document again is dropped. */
export function deliver(subscription: Subscription, data: unknown): void {
  if (!isNewer(subscription.last, data)) return;
  subscription.last = data;
  subscription.onUpdate(data as LivePayload);
}

/** The listeners of the status, told on every change. */
export class StatusListeners {
  private readonly listeners = new Set<(status: LiveStatus) => void>();

  add(listener: (status: LiveStatus) => void, current: LiveStatus): () => void {
    this.listeners.add(listener);
    listener(current);
    return () => this.listeners.delete(listener);
  }

  emit(status: LiveStatus): void {
    for (const listener of this.listeners) listener(status);
  }
}
