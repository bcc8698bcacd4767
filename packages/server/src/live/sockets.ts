import { randomUUID } from 'node:crypto';
import type { PreparedMessage } from './frames';
import type { LiveDataType, PublicationMode, SocketInfo } from '@darts/core/contract/live';

/** The transport behind one connected client (a web socket; tests may use anything). */
export interface LiveConnection {
  /** Sends one text message (prepared: encoded and framed once for all the subscribers). */
  send(message: string | PreparedMessage): void;
  close(code?: number, reason?: string): void;
}

/** Who opened a socket: the signed-in name, the page (referrer) and the client address. */
export interface LiveClient {
  userName: string | null;
  originatingUrl: string | null;
  /** The client address it is counted under (http/clientAddress.ts; docs/decisions/038). */
  address: string;
}

export interface SocketState extends LiveClient {
  id: string;
  connection: LiveConnection;
  connected: string;
  lastReceipt: string | null;
  lastSent: string | null;
  receivedMessages: number;
  sentMessages: number;
  subscriptions: Set<string>;
  /** Cleared when Marco is sent; set again by any message from the client. */
  alive: boolean;
  /** The keep-alive turn (of the hub's KEEP_ALIVE_TURNS) on which this socket is pinged. */
  turn: number;
}

export interface PublishOrigin {
  socketId: string | null;
  mode: PublicationMode;
  userName: string | null;
  referrer: string | null;
}

export const roomKey = (type: LiveDataType, id: string) => `${type}:${id.toLowerCase()}`;

export const infoOf = (s: SocketState): SocketInfo => ({
  id: s.id,
  userName: s.userName,
  originatingUrl: s.originatingUrl,
  connected: s.connected,
  lastReceipt: s.lastReceipt,
  lastSent: s.lastSent,
  receivedMessages: s.receivedMessages,
  sentMessages: s.sentMessages,
  subscriptions: [...s.subscriptions],
});

/** A newly connected socket: alive, holding nothing, pinged on keep-alive turn `turn`. */
export const newSocket = (
  connection: LiveConnection,
  client: LiveClient,
  connected: string,
  turn: number,
): SocketState => ({
  id: randomUUID(),
  connection,
  ...client,
  connected,
  lastReceipt: null,
  lastSent: null,
  receivedMessages: 0,
  sentMessages: 0,
  subscriptions: new Set(),
  alive: true,
  turn,
});
