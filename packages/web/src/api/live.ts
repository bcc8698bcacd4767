import { LIVE_ROUTES } from '@darts/core/contract/routes/live';
import { call, commandTo } from './client';

export const liveApi = {
  watch: async (type?: string) =>
    (await (type ? call(LIVE_ROUTES.watchType, { params: { type } }) : call(LIVE_ROUTES.watch))) ?? [],
  sockets: async () => (await call(LIVE_ROUTES.sockets)) ?? [],
  closeSocket: (id: string) => commandTo(LIVE_ROUTES.closeSocket, { params: { id } }),
};
