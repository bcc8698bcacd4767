import type { Feature } from '../feature';
import { route } from './route';

/** Feature switches (packages/server/src/routes/feature); changing them is in featureManage.ts. */
export const FEATURE_ROUTES = {
  list: route<Feature[]>()('GET', '/api/Feature'),
} as const;
