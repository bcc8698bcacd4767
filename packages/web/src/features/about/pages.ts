import type { PageRoute } from '#web/routing/pageRoute';

export const aboutPages: PageRoute[] = [
  { path: 'about', load: async () => (await import('./AboutPage')).AboutPage },
];
