import type { LiveDataType, LiveMessage } from '@darts/core/contract/live';
import { nextPollDelay, pollOnce } from './polling';
import {
  isNewer,
  LIVE_TIMINGS,
  PollOutcome,
  type LiveMode,
  type LiveStatus,
  type LiveSubscriptionRequest,
} from './types';

/** The slice of the browser's WebSocket this needs (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveConnectionDeps {
  createSocket: (url: string) => SocketLike;
  fetcher: typeof fetch;
  socketUrl: () => string;
  log?: (message: string) => void;
  timings?: Partial<typeof LIVE_TIMINGS>;
}

interface Subscription extends LiveSubscriptionRequest {
  key: string;
  mode: LiveMode;
  last: unknown;
  lastModified: string | null;
}

const OPEN = 1;
const keyOf = (type: LiveDataType, id: string) => `${type}:${id.toLowerCase()}`;

/**
 * The multi-mode live connection of spec 1 section 4: a web socket first, polling second; a mode
 * that fails to subscribe is removed. Beyond the spec: the socket reconnects with back-off and
 * resubscribes (the server then sends the latest data), repeated data is dropped, and a status
 * (connected / reconnecting / polling) is reported for the indicator.
 */
export class LiveConnection {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private readonly timings: typeof LIVE_TIMINGS;
  private modes: LiveMode[] = ['webSocket', 'polling'];
  private socket: SocketLike | null = null;
  private socketState: 'closed' | 'connecting' | 'open' | 'reconnecting' = 'closed';
  private everConnected = false;
  private reconnectAttempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private pollDelay: number;

  constructor(private readonly deps: LiveConnectionDeps) {
    this.timings = { ...LIVE_TIMINGS, ...deps.timings };
    this.pollDelay = this.timings.pollBaseMs;
  }

  get status(): LiveStatus {
    const subs = [...this.subscriptions.values()];
    if (subs.length === 0) return 'offline';
    if (subs.some((s) => s.mode === 'webSocket')) {
      if (this.socketState === 'open') return 'connected';
      return this.socketState === 'reconnecting' ? 'reconnecting' : 'connecting';
    }
    return 'polling';
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  /** Follows a record; returns the function that stops following it. */
  subscribe(request: LiveSubscriptionRequest): () => void {
    const key = keyOf(request.type, request.id);
    if (this.subscriptions.has(key)) this.log(`Replacing the subscription for ${key}`);
    const mode = this.modes[0];
    if (!mode) {
      request.onError?.('Live updates are not available');
      return () => undefined;
    }
    const subscription: Subscription = { ...request, key, mode, last: undefined, lastModified: null };
    this.subscriptions.set(key, subscription);
    this.start(subscription);
    return () => this.unsubscribe(key);
  }

  /** Sends new data to the record's other subscribers; false when no mode could publish it. */
  async publish(type: LiveDataType, id: string, data: unknown, token?: string | null): Promise<boolean> {
    if (this.socket && this.socketState === 'open') {
      this.send({ type: 'Update', id, dataType: type, data, token: token ?? null });
      return true;
    }
    try {
      const response = await this.deps.fetcher(`/api/Live/Update/${encodeURIComponent(id)}/${type}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-UI-Url': window.location.href,
          ...(token ? { 'X-Sayg-Token': token } : {}),
        },
        credentials: 'include',
        body: JSON.stringify(data),
      });
      if (response.ok) return true;
    } catch {
      // falls through to the spec's message
    }
    this.log('Unable to publish update; no strategy was able to publish the update');
    return false;
  }

  /** Stops everything (the page is going away). */
  close(): void {
    this.subscriptions.clear();
    this.closeSocket();
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.emit();
  }

  private start(subscription: Subscription): void {
    if (subscription.mode === 'webSocket') {
      if (this.socketState === 'open')
        this.send({ type: 'Subscribed', id: subscription.id, dataType: subscription.type });
      else if (this.socketState === 'closed') this.openSocket();
    } else {
      this.schedulePoll(0);
    }
    this.emit();
  }

  private unsubscribe(key: string): void {
    const subscription = this.subscriptions.get(key);
    if (!subscription) return;
    this.subscriptions.delete(key);
    if (subscription.mode === 'webSocket' && this.socketState === 'open') {
      this.send({ type: 'Unsubscribed', id: subscription.id, dataType: subscription.type });
    }
    if (![...this.subscriptions.values()].some((s) => s.mode === 'webSocket')) this.closeSocket();
    this.emit();
  }

  private openSocket(): void {
    this.socketState = this.everConnected ? 'reconnecting' : 'connecting';
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.socketUrl());
    } catch {
      return this.socketFailed();
    }
    this.socket = socket;
    socket.onmessage = (event) => this.onMessage(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.log('Socket disconnected');
      this.socket = null;
      this.socketFailed();
    };
    socket.onerror = () => undefined;
    // Readiness is checked every 100 ms (spec 1 section 9); a socket that never opens has failed.
    const started = Date.now();
    const check = () => {
      if (this.socket !== socket) return;
      if (socket.readyState === OPEN) return this.socketOpened();
      if (socket.readyState > OPEN || Date.now() - started > this.timings.socketReadyTimeoutMs) {
        this.socket = null;
        socket.onclose = null;
        socket.close();
        return this.socketFailed();
      }
      this.timer = setTimeout(check, this.timings.socketReadyCheckMs);
    };
    this.timer = setTimeout(check, 0);
    this.emit();
  }

  private socketOpened(): void {
    this.socketState = 'open';
    this.everConnected = true;
    this.reconnectAttempt = 0;
    for (const s of this.subscriptions.values()) {
      if (s.mode === 'webSocket') this.send({ type: 'Subscribed', id: s.id, dataType: s.type });
    }
    this.emit();
  }

  /** A socket that never connected removes the mode; one that dropped is reconnected with back-off. */
  private socketFailed(): void {
    const wanted = [...this.subscriptions.values()].filter((s) => s.mode === 'webSocket');
    if (wanted.length === 0) {
      this.socketState = 'closed';
      return this.emit();
    }
    if (!this.everConnected) {
      this.socketState = 'closed';
      this.removeMode('webSocket', wanted);
      return;
    }
    this.socketState = 'reconnecting';
    const delay = Math.min(
      this.timings.reconnectMaxMs,
      this.timings.reconnectBaseMs * 2 ** this.reconnectAttempt,
    );
    this.reconnectAttempt += 1;
    this.timer = setTimeout(() => this.openSocket(), delay);
    this.emit();
  }

  private removeMode(mode: LiveMode, affected: Subscription[]): void {
    this.modes = this.modes.filter((m) => m !== mode);
    const fallback = this.modes[0];
    for (const s of affected) {
      if (fallback) {
        s.mode = fallback;
        this.start(s);
      } else {
        this.subscriptions.delete(s.key);
        s.onError?.('Live updates are not available');
      }
    }
    this.emit();
  }

  private onMessage(raw: unknown): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(raw)) as LiveMessage;
    } catch {
      return this.log(`Unreadable live message: ${String(raw).slice(0, 100)}`);
    }
    const targets = message.id
      ? [...this.subscriptions.values()].filter((s) => s.id.toLowerCase() === message.id!.toLowerCase())
      : [...this.subscriptions.values()];
    switch (message.type) {
      case 'Marco':
        return this.send({ type: 'Polo' });
      case 'Update':
        return targets.forEach((s) => this.deliver(s, message.data));
      case 'Error':
        this.log(`Live error: ${message.message ?? ''}`);
        targets.forEach((s) => s.onError?.(message.message ?? 'Live update error'));
        // A subscription the server refused falls back to the next mode.
        if (message.id) this.removeModeFor(targets.filter((s) => s.mode === 'webSocket'));
        return;
      case 'Polo':
      case 'Subscribed':
      case 'Unsubscribed':
        return;
      default:
        return this.log(`Unexpected live message: ${message.type}`);
    }
  }

  private removeModeFor(refused: Subscription[]): void {
    for (const s of refused) {
      s.mode = 'polling';
      if (this.modes.includes('polling')) this.start(s);
    }
  }

  private deliver(subscription: Subscription, data: unknown): void {
    if (!isNewer(subscription.last, data)) return;
    subscription.last = data;
    subscription.onUpdate(data);
  }

  private schedulePoll(delay: number): void {
    if (this.pollTimer) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.pollAll();
    }, delay);
  }

  private async pollAll(): Promise<void> {
    const polled = [...this.subscriptions.values()].filter((s) => s.mode === 'polling');
    if (polled.length === 0) return;
    let kept = 0;
    let exceptions = 0;
    let updated = false;
    for (const s of polled) {
      const result = await pollOnce(this.deps.fetcher, s.id, s.type, s.lastModified);
      if (!this.subscriptions.has(s.key)) continue;
      if (result.lastModified) s.lastModified = result.lastModified;
      switch (result.outcome) {
        case PollOutcome.Updated:
          updated = true;
          kept += 1;
          this.deliver(s, result.data);
          break;
        case PollOutcome.Unchanged:
          kept += 1;
          break;
        case PollOutcome.NotTracked:
          // Spec 1 section 4: no result drops the subscription (Refresh starts it again).
          this.log(`Not live: ${s.key}`);
          this.subscriptions.delete(s.key);
          break;
        case PollOutcome.Failed:
          s.onError?.(result.message ?? 'Error polling for updates');
          this.subscriptions.delete(s.key);
          break;
        case PollOutcome.Exception:
          exceptions += 1;
          s.onError?.(result.message ?? 'Error polling for updates');
          this.subscriptions.delete(s.key);
          break;
      }
    }
    if (exceptions === polled.length) this.modes = this.modes.filter((m) => m !== 'polling');
    this.emit();
    if (kept === 0 || ![...this.subscriptions.values()].some((s) => s.mode === 'polling')) return;
    this.pollDelay = nextPollDelay(this.pollDelay, updated, this.timings.pollBaseMs, this.timings.pollMaxMs);
    this.schedulePoll(this.pollDelay);
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private closeSocket(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.socketState = 'closed';
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private emit(): void {
    const status = this.status;
    for (const listener of this.statusListeners) listener(status);
  }

  private log(message: string): void {
    (this.deps.log ?? console.warn)(message);
  }
}
