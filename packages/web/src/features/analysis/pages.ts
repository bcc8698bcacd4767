import type { PageRoute } from '#web/app/pageRoute';

export const analysisPages: PageRoute[] = [
  { path: 'analyse/:season', load: async () => (await import('./analysePage')).loadAnalysePage() },
];
