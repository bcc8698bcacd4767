import type { PageRoute } from '#web/routing/pageRoute';

/** /practice, /practice/{type} and /practice/match. */
export const practicePages: PageRoute[] = [
  { path: 'practice/:type?', load: async () => (await import('./PracticePage')).PracticePage },
];
