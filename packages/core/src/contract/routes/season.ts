import type { Season } from '../season';
import { route } from './route';

/** Seasons (packages/server/src/routes/season); edits and health are in seasonManage.ts. */
export const SEASON_ROUTES = {
  list: route<Season[]>()('GET', '/api/Season/', '/api/Season'),
  get: route<Season>()('GET', '/api/Season/:id'),
} as const;
