import type { UpdateFeatureRequest } from '@darts/core/contract/feature';
import { FEATURE_MANAGE_ROUTES } from '@darts/core/contract/routes/featureManage';
import { commandTo } from './client';

/** Changing a feature switch (the admin area): apart from featureApi, so the first page does not load it. */
export const featureManageApi = {
  update: (body: UpdateFeatureRequest) => commandTo(FEATURE_MANAGE_ROUTES.update, { body }),
};
