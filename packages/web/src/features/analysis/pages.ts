import type { PageRoute } from '#web/routing/pageRoute';

export const analysisPages: PageRoute[] = [
  { path: 'analyse/:season', load: async () => (await import('./analysePage')).loadAnalysePage() },
];
