import type { Envelope } from '../envelope';
import type { SocketInfo, WatchableData } from '../live';
import { route } from './route';

/**
 * What is live and the open sockets (packages/server/src/routes/live). The updates themselves
 * (socket, polling, publishing) are in liveUpdate.ts, apart, as the web loads them with its live
 * connection's code.
 */
export const LIVE_ROUTES = {
  watch: route<WatchableData[]>()('GET', '/api/Live/Watch'),
  watchType: route<WatchableData[]>()('GET', '/api/Live/Watch/:type'),
  sockets: route<SocketInfo[]>()('GET', '/api/Live/Sockets'),
  closeSocket: route<Envelope<null>>()('DELETE', '/api/Live/Socket/:id'),
} as const;
