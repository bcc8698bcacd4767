import type { ErrorRecord, ErrorReport } from '@darts/core/contract/error';
import { command, http, segment } from './client';

export const errorApi = {
  report: (report: ErrorReport) => command<ErrorRecord>('PUT', '/api/Error', report),
  since: async (time: string) => (await http.get<ErrorRecord[]>(`/api/Error/Since/${segment(time)}`)) ?? [],
  get: (id: string) => http.get<ErrorRecord>(`/api/Error/${segment(id)}`),
};
