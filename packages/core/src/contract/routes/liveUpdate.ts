import type { Envelope } from '../envelope';
import type { UpdatedData } from '../live';
import { route } from './route';

/** Live updates: the web socket, polling and publishing (packages/server/src/live/socket.ts, routes/live). */
export const LIVE_UPDATE_ROUTES = {
  /** The web socket; answers 400 to a plain request. */
  socket: route<never>()('GET', '/api/Live/', '/api/Live'),
  /** Polled with If-None-Match and If-Modified-Since (304 when nothing changed). */
  update: route<Envelope<UpdatedData>>()('GET', '/api/Live/Update/:id/:type'),
  publish: route<Envelope<{ lastUpdate: string }>, object>()('POST', '/api/Live/Update/:id/:type'),
} as const;
