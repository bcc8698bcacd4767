import { HOME_ROUTES } from '@darts/core/contract/routes/home';
import { call } from './client';

/** The home page's summary of the league. Only types come from the contract: no zod here. */
export const homeApi = {
  summary: async () => call(HOME_ROUTES.summary),
};
