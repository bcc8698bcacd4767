// A spectator of one leg-by-leg record as the live page follows it (bench/rolling-restart.mjs),
// over lib/wsClient.mjs: it subscribes once the socket is open, answers Marco with Polo, takes
// every Update's record, and after a drop reconnects with the page's back-off and subscribes again.
// Like the page it reads nothing itself on reconnecting: the server sends the latest record after
// the subscription's acknowledgement (live/hub.ts, subscribe).
//
// The page's timings (packages/web/src/features/live/connection/types.ts, LIVE_TIMINGS, and
// socketStrategy.ts, backoff.ts): the socket's readiness is checked every 100 ms, and a dropped
// socket reconnects after 1 s, doubling on each failed attempt up to 15 s, each delay drawn
// between half of that and all of it.
//
// It keeps what happened, for the bench to read afterwards: when each update came, when it was
// dropped and subscribed again, and when it first held each visit.
import { openSocket } from './wsClient.mjs';

export const PAGE_TIMINGS = { readyCheckMs: 100, reconnectBaseMs: 1000, reconnectMaxMs: 15_000 };

/** Visits in a record as the bench's scorer saves them: every visit is one home throw. */
function visitsIn(record) {
  return Object.values(record?.legs ?? {}).reduce((n, leg) => n + (leg?.home?.throws?.length ?? 0), 0);
}

export class PageSpectator {
  /** Visits held now. */
  held = 0;
  /** heldAt[k]: when visit k was first held. */
  heldAt = [0];
  /** When each Update for the record came. */
  updates = [];
  /** When the socket was lost. */
  drops = [];
  /** When each socket opened (the handshake's 101 came). */
  opened = [];
  /** When each subscription (the first and every one after a drop) was acknowledged. */
  subscribed = [];
  /** Error messages the server sent (a refused subscription, say). */
  errors = [];
  open = false;

  #socket = null;
  #timer = null;
  #attempt = 0;
  #stopped = false;
  #firstSubscribed = null;

  /** `url`: the site through the proxy; `now()`: the bench's clock in ms. */
  constructor({ url, id, localAddress, now }) {
    this.url = url;
    this.id = id;
    this.localAddress = localAddress;
    this.now = now;
  }

  /** Connects and resolves on the first subscription's acknowledgement. */
  start() {
    return new Promise((resolve) => {
      this.#firstSubscribed = resolve;
      this.#connect();
    });
  }

  #connect() {
    const calledAt = this.now();
    const socket = openSocket(`${this.url}/api/Live/`, {
      localAddress: this.localAddress,
      onOpen: () => {
        this.opened.push(this.now());
        // The page notices an open socket at its next readiness check (0, 100, 200 ms... after opening it).
        const elapsed = this.now() - calledAt;
        const checkAt = Math.ceil(elapsed / PAGE_TIMINGS.readyCheckMs) * PAGE_TIMINGS.readyCheckMs;
        this.#timer = setTimeout(() => this.#opened(socket), checkAt - elapsed);
      },
      onText: (payload) => this.#message(payload),
      onError: () => undefined,
      onClose: () => this.#closed(socket),
    });
    this.#socket = socket;
  }

  #opened(socket) {
    if (this.#socket !== socket) return;
    this.open = true;
    this.#attempt = 0;
    socket.sendText(JSON.stringify({ type: 'Subscribed', id: this.id, dataType: 'Sayg' }));
  }

  #message(payload) {
    const at = this.now();
    const message = JSON.parse(payload.toString());
    switch (message.type) {
      case 'Marco':
        this.#socket?.sendText('{"type":"Polo"}');
        break;
      case 'Subscribed':
        this.subscribed.push(at);
        this.#firstSubscribed?.();
        this.#firstSubscribed = null;
        break;
      case 'Update':
        if (message.id !== this.id) break;
        this.updates.push(at);
        for (let count = visitsIn(message.data); this.held < count;) this.heldAt[++this.held] = at;
        break;
      case 'Error':
        this.errors.push(message.message);
        break;
    }
  }

  #closed(socket) {
    if (this.#socket !== socket) return;
    this.#socket = null;
    this.open = false;
    if (this.#stopped) return;
    this.drops.push(this.now());
    const ceiling = Math.min(PAGE_TIMINGS.reconnectMaxMs, PAGE_TIMINGS.reconnectBaseMs * 2 ** this.#attempt);
    const delay = Math.round(ceiling * (0.5 + Math.random() / 2));
    this.#attempt += 1;
    this.#timer = setTimeout(() => this.#connect(), delay);
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#socket?.destroy();
  }
}
