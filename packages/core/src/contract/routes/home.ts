import type { HomeSummary } from '../home';
import { route } from './route';

/** The home page's summary (packages/server/src/routes/home). */
export const HOME_ROUTES = {
  summary: route<HomeSummary>()('GET', '/api/Home/Summary'),
} as const;
