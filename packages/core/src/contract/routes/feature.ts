import type { Envelope } from '../envelope';
import type { Feature, UpdateFeatureRequest } from '../feature';
import { route } from './route';

/** Feature switches (packages/server/src/routes/feature). */
export const FEATURE_ROUTES = {
  list: route<Feature[]>()('GET', '/api/Feature'),
  update: route<Envelope<Feature>, UpdateFeatureRequest>()('PUT', '/api/Feature'),
} as const;
