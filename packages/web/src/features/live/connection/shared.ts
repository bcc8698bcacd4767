import { LIVE_UPDATE_ROUTES } from '@darts/core/contract/routes/liveUpdate';
import { urlOf } from '#web/api/client';
import { LiveConnection, type SocketLike } from './liveConnection';

/** What live views use of the connection (a test may stand in for it). */
export type LiveConnectionLike = Pick<LiveConnection, 'subscribe' | 'onStatus' | 'status'>;

let shared: LiveConnection | null = null;
let override: LiveConnectionLike | null = null;

/** Tests only: replaces the shared connection (null restores the real one). */
export function setLiveConnectionForTests(connection: LiveConnectionLike | null): void {
  override = connection;
}

/** Tests only: closes the tab's connection, as a new page load would start without one. */
export function resetLiveConnectionForTests(): void {
  override = null;
  shared?.close();
  shared = null;
}

/** The socket address: this origin's /api/Live/ with the page (without its #fragment) as referrer. */
export function liveSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const referrer = location.href.split('#')[0] ?? location.href;
  return `${scheme}://${location.host}${urlOf(LIVE_UPDATE_ROUTES.socket)}?referrer=${encodeURIComponent(referrer)}`;
}

/** One live connection per browser tab, created on first use by a live page. */
export function liveConnection(): LiveConnectionLike {
  if (override) return override;
  shared ??= new LiveConnection({
    // The browser's WebSocket has these members; its handler types are just wider.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    fetcher: (...args) => fetch(...args),
    socketUrl: () => liveSocketUrl(),
  });
  return shared;
}
