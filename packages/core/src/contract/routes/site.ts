import type { SiteSettings } from '../site';
import { route } from './route';

/** The site's settings (packages/server/src/routes/site). */
export const SITE_ROUTES = {
  settings: route<SiteSettings>()('GET', '/api/Site'),
} as const;
