import type { HomeSummary } from '@darts/core/contract/home';
import { http } from './client';

/** The home page's summary of the league. Only types come from the contract: no zod here. */
export const homeApi = {
  summary: async () => http.get<HomeSummary>('/api/Home/Summary'),
};
