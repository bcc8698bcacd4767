import type { PageRoute } from '#web/routing/pageRoute';

/** The fixture scorecard. */
export const scoresPages: PageRoute[] = [
  { path: 'score/:fixtureId', load: async () => (await import('./ScorePage')).ScorePage },
];
