import type { PageRoute } from '#web/routing/pageRoute';

/**
 * `/player`: leaderboards; `/player/{id}`: a player's own figures across every season;
 * `/player/{id}/{otherId}`: two players' head to head. One lazy page, loaded through a small loader as the admin page (decision 031).
 */
export const playerPages: PageRoute[] = [
  { path: 'player/:id?/:otherId?', load: async () => (await import('./playerPage')).loadPlayerPage() },
];
