import { LiveConnection, type SocketLike } from './liveConnection';

let shared: LiveConnection | null = null;

/** The socket address: this origin's /api/Live/ with the page (without its #fragment) as referrer. */
export function liveSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const referrer = location.href.split('#')[0] ?? location.href;
  return `${scheme}://${location.host}/api/Live/?referrer=${encodeURIComponent(referrer)}`;
}

/** One live connection per browser tab, created on first use by a live page. */
export function liveConnection(): LiveConnection {
  shared ??= new LiveConnection({
    // The browser's WebSocket has these members; its handler types are just wider.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    fetcher: (...args) => fetch(...args),
    socketUrl: () => liveSocketUrl(),
  });
  return shared;
}
