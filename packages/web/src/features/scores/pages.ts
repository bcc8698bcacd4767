import type { PageRoute } from '#web/app/pageRoute';

/** The fixture scorecard (spec 2 "Fixture scorecard"). */
export const scoresPages: PageRoute[] = [
  { path: 'score/:fixtureId', load: async () => (await import('./ScorePage')).ScorePage },
];
