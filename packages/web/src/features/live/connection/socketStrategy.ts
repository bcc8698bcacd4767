import { Backoff } from './backoff';
import type { SocketState } from './subscriptions';
import type { LIVE_TIMINGS } from './types';

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

/** What the socket needs from the connection that owns it. */
export interface SocketHost {
  createSocket: (url: string) => SocketLike;
  socketUrl: () => string;
  /** Whether any subscription still uses the socket. */
  wanted(): boolean;
  /** The socket is ready: subscribe everything that uses it. */
  opened(): void;
  /** The socket never connected: its mode is removed. */
  unavailable(): void;
  message(raw: unknown): void;
  /** The socket's state changed (the status may have). */
  changed(): void;
  log(message: string): void;
}

const OPEN = 1;

/**
 * The web-socket mode: opens the socket, checks its readiness, and once it has connected
 * reconnects with back-off after a drop. A socket that never connects is reported unavailable.
 */
export class SocketStrategy {
  private socket: SocketLike | null = null;
  private current: SocketState = 'closed';
  private everConnected = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly backoff: Backoff;

  constructor(
    private readonly host: SocketHost,
    private readonly timings: typeof LIVE_TIMINGS,
  ) {
    this.backoff = new Backoff(timings.reconnectBaseMs, timings.reconnectMaxMs);
  }

  get state(): SocketState {
    return this.current;
  }

  /** Whether a message sent now goes over the socket. */
  get isOpen(): boolean {
    return this.socket !== null && this.current === 'open';
  }

  open(): void {
    this.current = this.everConnected ? 'reconnecting' : 'connecting';
    let socket: SocketLike;
    try {
      socket = this.host.createSocket(this.host.socketUrl());
    } catch {
      return this.failed();
    }
    this.socket = socket;
    socket.onmessage = (event) => this.host.message(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.host.log('Socket disconnected');
      this.socket = null;
      this.failed();
    };
    socket.onerror = () => undefined;
    // Readiness is checked every 100 ms; a socket that never opens has failed.
    const started = Date.now();
    const check = () => {
      if (this.socket !== socket) return;
      if (socket.readyState === OPEN) return this.opened();
      if (socket.readyState > OPEN || Date.now() - started > this.timings.socketReadyTimeoutMs) {
        this.socket = null;
        socket.onclose = null;
        socket.close();
        return this.failed();
      }
      this.timer = setTimeout(check, this.timings.socketReadyCheckMs);
    };
    this.timer = setTimeout(check, 0);
    this.host.changed();
  }

  send(message: Record<string, unknown>): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Closes the socket and stops any readiness check or reconnect (no change is reported). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.current = 'closed';
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private opened(): void {
    this.current = 'open';
    this.everConnected = true;
    this.backoff.reset();
    this.host.opened();
  }

  /** A socket that never connected removes the mode; one that dropped is reconnected with back-off. */
  private failed(): void {
    if (!this.host.wanted()) {
      this.current = 'closed';
      return this.host.changed();
    }
    if (!this.everConnected) {
      this.current = 'closed';
      return this.host.unavailable();
    }
    this.current = 'reconnecting';
    this.timer = setTimeout(() => this.open(), this.backoff.next());
    this.host.changed();
  }
}
