import type { PageRoute } from '#web/app/pageRoute';

export const aboutPages: PageRoute[] = [
  { path: 'about', load: async () => (await import('./AboutPage')).AboutPage },
];
