import type { UpdateFeatureRequest } from '@darts/core/contract/feature';
import { FEATURE_ROUTES } from '@darts/core/contract/routes/feature';
import { SITE_ROUTES } from '@darts/core/contract/routes/site';
import { call, commandTo } from './client';

export const siteApi = {
  settings: () => call(SITE_ROUTES.settings),
};

export const featureApi = {
  list: async () => (await call(FEATURE_ROUTES.list)) ?? [],
  update: (body: UpdateFeatureRequest) => commandTo(FEATURE_ROUTES.update, { body }),
};
