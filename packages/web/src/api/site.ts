import { FEATURE_ROUTES } from '@darts/core/contract/routes/feature';
import { SITE_ROUTES } from '@darts/core/contract/routes/site';
import { call } from './client';

export const siteApi = {
  settings: () => call(SITE_ROUTES.settings),
};

/** The feature switches; changing one is in featureManage.ts. */
export const featureApi = {
  list: async () => (await call(FEATURE_ROUTES.list)) ?? [],
};
