import type { Envelope } from '../envelope';
import type { SocketInfo, UpdatedData, WatchableData } from '../live';
import { route } from './route';

/** Live updates: polling, publishing, the watch list, sockets (packages/server/src/routes/live, live/socket.ts). */
export const LIVE_ROUTES = {
  /** The web socket; answers 400 to a plain request. */
  socket: route<never>()('GET', '/api/Live/', '/api/Live'),
  /** Polled with If-None-Match and If-Modified-Since (304 when nothing changed). */
  update: route<Envelope<UpdatedData>>()('GET', '/api/Live/Update/:id/:type'),
  publish: route<Envelope<{ lastUpdate: string }>, object>()('POST', '/api/Live/Update/:id/:type'),
  watch: route<WatchableData[]>()('GET', '/api/Live/Watch'),
  watchType: route<WatchableData[]>()('GET', '/api/Live/Watch/:type'),
  sockets: route<SocketInfo[]>()('GET', '/api/Live/Sockets'),
  closeSocket: route<Envelope<null>>()('DELETE', '/api/Live/Socket/:id'),
} as const;
