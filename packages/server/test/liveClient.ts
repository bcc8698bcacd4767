import WebSocket from 'ws';

/**
 * Where a test socket comes from: `from` a loopback address of its own (Linux routes all of
 * 127.0.0.0/8 to this machine), and an X-Forwarded-For header as a proxy would add.
 */
export interface SocketSource {
  from?: string;
  forwardedFor?: string;
}

/** A test web socket client that records every message and can wait for one. */
export class LiveTestClient {
  readonly messages: any[] = [];
  private waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  closed: { code: number; reason: string } | null = null;

  readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.predicate(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    socket.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  /** Opens a socket as the application's page would: from the server's own origin unless told otherwise. */
  static connect(
    baseUrl: string,
    cookie?: string | null,
    options: { autoPolo?: boolean; origin?: string | null } & SocketSource = {},
  ): Promise<LiveTestClient> {
    const socket = LiveTestClient.open(
      baseUrl,
      cookie,
      options.origin === undefined ? baseUrl : options.origin,
      options,
    );
    const client = new LiveTestClient(socket);
    if (options.autoPolo !== false) {
      socket.on('message', (raw) => {
        if (JSON.parse(raw.toString()).type === 'Marco') socket.send(JSON.stringify({ type: 'Polo' }));
      });
    }
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Tries to open a socket; resolves with the HTTP status of a refused upgrade (101 if it opened). */
  static upgradeStatus(
    baseUrl: string,
    cookie: string | null,
    origin: string | null,
    source: SocketSource = {},
  ): Promise<number> {
    const socket = LiveTestClient.open(baseUrl, cookie, origin, source);
    return new Promise((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        resolve(101);
        socket.close();
      });
      socket.once('error', (error) => reject(error));
    });
  }

  private static open(
    baseUrl: string,
    cookie: string | null | undefined,
    origin: string | null,
    source: SocketSource = {},
  ): WebSocket {
    const referrer = encodeURIComponent(`${baseUrl}/live/match`);
    return new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/Live/?referrer=${referrer}`, {
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(origin ? { origin } : {}),
        ...(source.forwardedFor ? { 'x-forwarded-for': source.forwardedFor } : {}),
      },
      ...(source.from ? { localAddress: source.from } : {}),
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (already received or coming) that matches. */
  next(predicate: (m: any) => boolean, timeoutMs = 5000): Promise<any> {
    const seen = this.messages.find(predicate);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`)),
        timeoutMs,
      );
      this.waiters.push({
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not closed')), timeoutMs);
      this.socket.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
