import type { Feature, UpdateFeatureRequest } from '@darts/core/contract/feature';
import type { SiteSettings } from '@darts/core/contract/site';
import { command, http } from './client';

export const siteApi = {
  settings: () => http.get<SiteSettings>('/api/Site'),
};

export const featureApi = {
  list: async () => (await http.get<Feature[]>('/api/Feature')) ?? [],
  update: (request: UpdateFeatureRequest) => command<Feature>('PUT', '/api/Feature', request),
};
