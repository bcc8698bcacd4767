import type { PageRoute } from '#web/routing/pageRoute';

/** `/search`: fixtures of every season by team, player, venue or dates (the menu's Search). */
export const searchPages: PageRoute[] = [
  { path: 'search', load: async () => (await import('./SearchPage')).SearchPage },
];
