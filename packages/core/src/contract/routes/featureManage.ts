import type { Envelope } from '../envelope';
import type { Feature, UpdateFeatureRequest } from '../feature';
import { route } from './route';

/** Changing a feature switch, for those who manage them (packages/server/src/routes/feature). */
export const FEATURE_MANAGE_ROUTES = {
  update: route<Envelope<Feature>, UpdateFeatureRequest>()('PUT', '/api/Feature'),
} as const;
