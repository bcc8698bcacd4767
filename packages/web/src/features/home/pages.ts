import type { PageRoute } from '#web/routing/pageRoute';

/** `/`: a lazy page like the others, so the shell every page shares does not carry it. */
export const homePage: PageRoute = {
  path: '',
  load: async () => (await import('./HomePage')).HomePage,
};
