import type { Feature, UpdateFeatureRequest } from '@darts/core/contract/feature';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import type { SiteSettings } from '@darts/core/contract/site';
import { command, http } from './client';

export const siteApi = {
  settings: () => http.get<SiteSettings>('/api/Site'),
};

export const seasonApi = {
  list: async () => (await http.get<Season[]>('/api/Season/')) ?? [],
};

export const divisionApi = {
  list: async () => (await http.get<Division[]>('/api/Division')) ?? [],
};

export const featureApi = {
  list: async () => (await http.get<Feature[]>('/api/Feature')) ?? [],
  update: (request: UpdateFeatureRequest) => command<Feature>('PUT', '/api/Feature', request),
};
