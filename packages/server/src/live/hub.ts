import { randomUUID } from 'node:crypto';
import {
  liveMessage,
  type LiveDataType,
  type LiveMessage,
  type LivePayload,
  type SocketInfo,
} from '@darts/core/contract/live';
import type { Eviction } from '#server/services/divisionCache';
import type { BusMessage, LiveBus } from './bus';
import { prepareMessage, type PreparedMessage } from './frames';
import { KEEP_ALIVE_TURNS, keepAliveTurn } from './keepAlive';
import { AddressLedger } from './addresses';
import { DEFAULT_LIVE_LIMITS, socketRefusal, subscriptionRefusal, type LiveLimits } from './limits';
import { Rooms } from './rooms';
import { withOthers, type SocketDirectory } from './socketDirectory';
import {
  infoOf,
  newSocket,
  roomKey,
  type LiveClient,
  type LiveConnection,
  type PublishOrigin,
  type SocketState,
} from './sockets';
import type { LiveEntry, LiveStore } from './store';

export type { LiveClient, LiveConnection, PublishOrigin } from './sockets';

/**
 * One hub per process, keyed by (type, id). Every publish is stored (for polling and late
 * subscribers) and sent over the bus; delivery to this process's sockets happens when the bus
 * hands the message back, so one instance and many instances behave the same.
 */
export class LiveHub {
  readonly instanceId = randomUUID();
  private readonly sockets = new Map<string, SocketState>();
  private readonly rooms = new Rooms();
  private readonly addresses = new AddressLedger();
  private pingTimer: NodeJS.Timeout | null = null;
  /** The keep-alive turn the next sweep takes, and the turn the next new socket is given. */
  private sweepTurn = 0;
  private nextTurn = 0;
  private evictionHandler: ((eviction: Eviction) => void) | null = null;
  readonly store: LiveStore;
  private readonly bus: LiveBus;
  /** Hears, per update fanned out here, the milliseconds since it was published (metrics). */
  onFanout: ((ms: number) => void) | null = null;
  private readonly now: () => Date;
  /** The sockets of every instance (Redis); null lists only this instance's. */
  private readonly directory: SocketDirectory | null;
  private readonly limits: LiveLimits;

  constructor(
    store: LiveStore,
    bus: LiveBus,
    now: () => Date,
    directory: SocketDirectory | null = null,
    limits: LiveLimits = DEFAULT_LIVE_LIMITS,
  ) {
    this.store = store;
    this.bus = bus;
    this.now = now;
    this.directory = directory;
    this.limits = limits;
  }

  async start(pingIntervalMs: number): Promise<void> {
    await this.bus.subscribe((message) => this.onBusMessage(message));
    this.directory?.start(this.instanceId, () => this.listSockets());
    this.pingTimer = setInterval(() => this.sweep(), pingIntervalMs / KEEP_ALIVE_TURNS);
    this.pingTimer.unref();
  }

  /**
   * A server about to stop (SIGTERM) sends its spectators elsewhere: each socket is closed with 1012
   * (service restart), and the page reconnects, through the proxy, to an instance still running.
   */
  goAway(): void {
    for (const socket of [...this.sockets.values()]) {
      socket.connection.close(1012, 'Server restarting: reconnect');
      this.disconnect(socket.id);
    }
  }

  async close(): Promise<void> {
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const socket of this.sockets.values()) socket.connection.close(1001, 'Server shutting down');
    this.sockets.clear();
    this.rooms.clear();
    this.addresses.clear();
    await this.directory?.close();
    await this.bus.close();
    await this.store.close();
  }

  /** Why one more socket from this client address (http/clientAddress.ts) is refused, or null. */
  socketRefusal(address: string): string | null {
    return socketRefusal(this.limits, this.addresses.sockets(address));
  }

  /** Registers a connection (check socketRefusal for its address first); returns its id. */
  connect(connection: LiveConnection, client: LiveClient): string {
    const socket = newSocket(connection, client, this.now().toISOString(), this.nextTurn);
    this.nextTurn = (this.nextTurn + 1) % KEEP_ALIVE_TURNS;
    this.sockets.set(socket.id, socket);
    this.addresses.addSocket(client.address);
    this.directory?.put(infoOf(socket));
    return socket.id;
  }

  disconnect(socketId: string): void {
    const socket = this.sockets.get(socketId);
    if (!socket) return;
    for (const key of socket.subscriptions) this.rooms.remove(key, socketId);
    this.addresses.removeSocket(socket.address, socket.subscriptions.size);
    socket.subscriptions.clear();
    this.sockets.delete(socketId);
    this.directory?.remove(socketId);
  }

  /** Notes a message received from the client (it is alive). */
  received(socketId: string): void {
    const socket = this.sockets.get(socketId);
    if (!socket) return;
    socket.alive = true;
    socket.receivedMessages += 1;
    socket.lastReceipt = this.now().toISOString();
  }

  send(socketId: string, message: LiveMessage): void {
    const socket = this.sockets.get(socketId);
    if (socket) this.sendText(socket, JSON.stringify(message));
  }

  /**
   * Subscribes a socket to a stored record; sends the acknowledgement, then the latest data if any
   * was published. Beyond the limits of its socket, its address or its share of this instance
   * (limits.ts) the socket is sent an Error message instead.
   */
  async subscribe(socketId: string, type: LiveDataType, id: string): Promise<void> {
    const socket = this.sockets.get(socketId);
    if (!socket) return;
    const key = roomKey(type, id);
    if (!socket.subscriptions.has(key)) {
      const refusal = subscriptionRefusal(this.limits, {
        socket: socket.subscriptions.size,
        address: this.addresses.subscriptions(socket.address),
        instance: this.rooms.count,
        addresses: this.addresses.addressesHolding,
      });
      if (refusal) return this.send(socketId, liveMessage('Error', { id, dataType: type, message: refusal }));
      socket.subscriptions.add(key);
      this.rooms.add(key, socketId);
      this.addresses.addSubscription(socket.address);
    }
    this.send(socketId, liveMessage('Subscribed', { id, dataType: type }));
    this.directory?.put(infoOf(socket));
    const latest = await this.store.get(type, id.toLowerCase());
    if (latest && this.sockets.has(socketId)) {
      this.send(
        socketId,
        liveMessage('Update', { id, dataType: type, data: latest.data, message: latest.lastUpdate }),
      );
    }
  }

  unsubscribe(socketId: string, type: LiveDataType | null, id: string): void {
    const socket = this.sockets.get(socketId);
    if (!socket) return;
    for (const t of type ? [type] : (['Sayg', 'Tournament'] as const)) {
      const key = roomKey(t, id);
      if (!socket.subscriptions.delete(key)) continue;
      this.rooms.remove(key, socketId);
      this.addresses.removeSubscription(socket.address);
    }
    this.send(socketId, liveMessage('Unsubscribed', { id, dataType: type }));
    this.directory?.put(infoOf(socket));
  }

  /**
   * Stores the data for polling and fans it out to every subscriber on every instance, serialised
   * once here as the Update message every subscriber is sent.
   */
  async publish<T extends LiveDataType>(
    type: T,
    id: string,
    data: LivePayload<T>,
    origin: PublishOrigin,
  ): Promise<LiveEntry> {
    const entry: LiveEntry = {
      type,
      id: id.toLowerCase(),
      data,
      version: randomUUID(),
      lastUpdate: this.now().toISOString(),
      publicationMode: origin.mode,
      userName: origin.userName,
      referrer: origin.referrer,
    };
    await this.store.set(entry);
    await this.bus.publish({
      kind: 'update',
      instanceId: this.instanceId,
      originSocketId: origin.socketId,
      type,
      id: entry.id,
      text: JSON.stringify(liveMessage('Update', { id: entry.id, dataType: type, data })),
      publishedAt: this.now().getTime(),
    });
    return entry;
  }

  /** Closes a socket on whichever instance holds it. Returns whether this instance had it. */
  async closeSocket(socketId: string): Promise<boolean> {
    const local = this.sockets.has(socketId);
    await this.bus.publish({ kind: 'close-socket', socketId });
    return local;
  }

  /** This instance's sockets. */
  listSockets(): SocketInfo[] {
    return [...this.sockets.values()].map(infoOf);
  }

  /** The sockets of every instance, oldest first (socketDirectory.ts withOthers). */
  async listAllSockets(): Promise<SocketInfo[]> {
    return withOthers(this.listSockets(), this.directory);
  }

  /** Sockets currently publishing over the socket, by room key (for the watch list). */
  subscriberCount(type: LiveDataType, id: string): number {
    return this.rooms.get(roomKey(type, id))?.size ?? 0;
  }

  /** What this instance holds: sockets, rooms with a subscriber, and subscriptions. */
  held(): { sockets: number; rooms: number; subscriptions: number } {
    return { sockets: this.sockets.size, rooms: this.rooms.size, subscriptions: this.rooms.count };
  }

  /** What one client address holds on this instance. */
  heldBy(address: string): { sockets: number; subscriptions: number } {
    return { sockets: this.addresses.sockets(address), subscriptions: this.addresses.subscriptions(address) };
  }

  /** Tells the other instances that cached division data is stale. */
  async broadcastEviction(eviction: Eviction): Promise<void> {
    await this.bus.publish({ kind: 'evict-division-data', instanceId: this.instanceId, eviction });
  }

  /** Receives evictions announced by other instances. */
  onRemoteEviction(handler: (eviction: Eviction) => void): void {
    this.evictionHandler = handler;
  }

  private onBusMessage(message: BusMessage): void {
    if (message.kind === 'evict-division-data') {
      if (message.instanceId !== this.instanceId) this.evictionHandler?.(message.eviction);
      return;
    }
    if (message.kind === 'close-socket') {
      const socket = this.sockets.get(message.socketId);
      if (socket) {
        socket.connection.close(4000, 'Closed by an administrator');
        this.disconnect(message.socketId);
      }
      return;
    }
    const room = this.rooms.get(roomKey(message.type, message.id));
    if (message.publishedAt !== undefined) this.onFanout?.(this.now().getTime() - message.publishedAt);
    if (!room || room.size === 0) return;
    // Encoded and framed once for every subscriber.
    const prepared = prepareMessage(message.text);
    const sentAt = this.now().toISOString();
    const skip = message.instanceId === this.instanceId ? message.originSocketId : null;
    // Deleting from a Set while iterating it is safe: a socket dropped on a failed send is skipped.
    for (const socketId of room) {
      if (socketId === skip) continue;
      const socket = this.sockets.get(socketId);
      if (socket) this.sendText(socket, prepared, sentAt);
    }
  }

  private sendText(socket: SocketState, text: string | PreparedMessage, at = this.now().toISOString()): void {
    try {
      socket.connection.send(text);
      socket.sentMessages += 1;
      socket.lastSent = at;
    } catch {
      this.disconnect(socket.id);
    }
  }

  /** One keep-alive turn (keepAlive.ts): a socket silent since its last Marco is dropped. */
  private sweep(): void {
    const turn = this.sweepTurn;
    this.sweepTurn = (turn + 1) % KEEP_ALIVE_TURNS;
    const marco = prepareMessage(JSON.stringify(liveMessage('Marco')));
    const at = this.now().toISOString();
    keepAliveTurn(
      this.sockets.values(),
      turn,
      (socket) => this.sendText(socket, marco, at),
      (socket) => {
        socket.connection.close(4001, 'No answer to Marco');
        this.disconnect(socket.id);
      },
    );
  }
}
