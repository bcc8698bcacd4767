import type { SocketInfo, WatchableData } from '@darts/core/contract/live';
import { command, http, segment } from './client';

export const liveApi = {
  watch: async (type?: string) =>
    (await http.get<WatchableData[]>(`/api/Live/Watch${type ? `/${segment(type)}` : ''}`)) ?? [],
  sockets: async () => (await http.get<SocketInfo[]>('/api/Live/Sockets')) ?? [],
  closeSocket: (id: string) => command<null>('DELETE', `/api/Live/Socket/${segment(id)}`),
};
