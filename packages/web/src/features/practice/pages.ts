import type { PageRoute } from '#web/app/pageRoute';

/** /practice, /practice/{type} and /practice/match (spec 1 "Route overview"). */
export const practicePages: PageRoute[] = [
  { path: 'practice/:type?', load: async () => (await import('./PracticePage')).PracticePage },
];
