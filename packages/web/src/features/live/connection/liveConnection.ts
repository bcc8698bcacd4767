import type { LiveDataType, LiveMessage, LivePayload } from '@darts/core/contract/live';
import type { PollingStrategy } from './pollingStrategy';
import { postUpdate } from './publish';
import { SocketStrategy, type SocketLike } from './socketStrategy';
import { deliver, keyOf, statusOf, StatusListeners, Subscriptions, type Subscription } from './subscriptions';
import {
  LIVE_TIMINGS,
  NO_VALIDATORS,
  type LiveMode,
  type LiveStatus,
  type LiveSubscriptionRequest,
} from './types';

export type { SocketLike } from './socketStrategy';

/** A socket's Error message as a person reads it. */
async function inUserWords(problem: string | null | undefined): Promise<string> {
  if (!problem) return 'Live update error';
  try {
    return (await import('@darts/core/contract/userWords')).problemInUserWords(problem);
  } catch {
    // The rules could not load (say, after a new deployment): the server's own words.
    return problem;
  }
}

export interface LiveConnectionDeps {
  createSocket: (url: string) => SocketLike;
  fetcher: typeof fetch;
  socketUrl: () => string;
  log?: (message: string) => void;
  timings?: Partial<typeof LIVE_TIMINGS>;
}

/**
 * The multi-mode live connection: a web socket first, polling second; a mode
 * that fails to subscribe is removed. The socket reconnects with back-off and
 * resubscribes (the server then sends the latest data), repeated data is dropped, and a status
 * (connected / reconnecting / polling) is reported for the indicator.
 */
export class LiveConnection {
  private readonly subscriptions = new Subscriptions();
  private readonly statusListeners = new StatusListeners();
  private readonly socket: SocketStrategy;
  private readonly timings: typeof LIVE_TIMINGS;
  private polling: PollingStrategy | null = null;
  private pollingLoad: Promise<PollingStrategy> | null = null;
  private modes: LiveMode[] = ['webSocket', 'polling'];

  constructor(private readonly deps: LiveConnectionDeps) {
    const timings = { ...LIVE_TIMINGS, ...deps.timings };
    this.timings = timings;
    this.socket = new SocketStrategy(
      {
        createSocket: deps.createSocket,
        socketUrl: deps.socketUrl,
        wanted: () => this.subscriptions.anyInMode('webSocket'),
        opened: () => this.socketOpened(),
        unavailable: () => this.removeMode('webSocket', this.subscriptions.inMode('webSocket')),
        message: (raw) => this.onMessage(raw),
        changed: () => this.emit(),
        log: (message) => this.log(message),
      },
      timings,
    );
  }

  /**
   * The polling fallback runs only when the socket fails or refuses a record: its code loads
   * then, not with every live page (docs/decisions/012). If it cannot load (say, after a new
   * deployment), polling is not available either.
   */
  private withPolling(use: (polling: PollingStrategy) => void): void {
    this.pollingLoad ??= import('./pollingStrategy').then(({ PollingStrategy }) => {
      this.polling = new PollingStrategy(
        {
          fetcher: this.deps.fetcher,
          subscriptions: this.subscriptions,
          unavailable: () => {
            this.modes = this.modes.filter((m) => m !== 'polling');
          },
          changed: () => this.emit(),
          log: (message) => this.log(message),
        },
        this.timings,
      );
      return this.polling;
    });
    this.pollingLoad.then(use, () => {
      this.pollingLoad = null;
      if (this.modes.includes('polling')) this.removeMode('polling', this.subscriptions.inMode('polling'));
    });
  }

  get status(): LiveStatus {
    return statusOf(this.subscriptions, this.socket.state);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.statusListeners.add(listener, this.status);
  }

  /** Follows a record; returns the function that stops following it. */
  subscribe<T extends LiveDataType>(request: LiveSubscriptionRequest<T>): () => void {
    const key = keyOf(request.type, request.id);
    if (this.subscriptions.has(key)) this.log(`Replacing the subscription for ${key}`);
    const mode = this.modes[0];
    if (!mode) {
      request.onError?.('Live updates are not available');
      return () => undefined;
    }
    const subscription: Subscription = { ...request, key, mode, last: undefined, validators: NO_VALIDATORS };
    this.subscriptions.set(subscription);
    this.start(subscription);
    return () => this.unsubscribe(key);
  }

  /** Sends new data to the record's other subscribers; false when no mode could publish it. */
  async publish<T extends LiveDataType>(
    type: T,
    id: string,
    data: LivePayload<T>,
    token?: string | null,
  ): Promise<boolean> {
    if (this.socket.isOpen) {
      this.socket.send({ type: 'Update', id, dataType: type, data, token: token ?? null });
      return true;
    }
    if (await postUpdate(this.deps.fetcher, type, id, data, token)) return true;
    this.log('Unable to publish update; no strategy was able to publish the update');
    return false;
  }

  /** Stops everything (the page is going away). */
  close(): void {
    this.subscriptions.clear();
    this.socket.close();
    this.polling?.stop();
    this.emit();
  }

  private start(subscription: Subscription): void {
    if (subscription.mode === 'webSocket') {
      if (this.socket.state === 'open')
        this.socket.send({ type: 'Subscribed', id: subscription.id, dataType: subscription.type });
      else if (this.socket.state === 'closed') this.socket.open();
    } else {
      this.withPolling((polling) => polling.schedule(0));
    }
    this.emit();
  }

  private unsubscribe(key: string): void {
    const subscription = this.subscriptions.get(key);
    if (!subscription) return;
    this.subscriptions.delete(key);
    if (subscription.mode === 'webSocket' && this.socket.state === 'open') {
      this.socket.send({ type: 'Unsubscribed', id: subscription.id, dataType: subscription.type });
    }
    if (!this.subscriptions.anyInMode('webSocket')) this.socket.close();
    this.emit();
  }

  /** The socket is ready (first time or again): every socket subscription subscribes. */
  private socketOpened(): void {
    for (const s of this.subscriptions.inMode('webSocket')) {
      this.socket.send({ type: 'Subscribed', id: s.id, dataType: s.type });
    }
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
    const targets = this.subscriptions.forId(message.id);
    switch (message.type) {
      case 'Marco':
        return this.socket.send({ type: 'Polo' });
      case 'Update':
        return targets.forEach((s) => deliver(s, message.data));
      case 'Error': {
        this.log(`Live error: ${message.message ?? ''}`);
        // A person reads the league's words, never a field path (docs/decisions/021); their
        // rules load with the first error, not with every live page (docs/decisions/012).
        void inUserWords(message.message).then((words) => targets.forEach((s) => s.onError?.(words)));
        // A subscription the server refused falls back to the next mode.
        if (message.id) this.removeModeFor(targets.filter((s) => s.mode === 'webSocket'));
        return;
      }
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

  private emit(): void {
    this.statusListeners.emit(this.status);
  }

  private log(message: string): void {
    (this.deps.log ?? console.warn)(message);
  }
}
