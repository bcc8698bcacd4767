import type { PageRoute } from '#web/routing/pageRoute';

export const livePages: PageRoute[] = [
  { path: 'live/connections', load: async () => (await import('./ConnectionsPage')).ConnectionsPage },
  { path: 'live', load: async () => (await import('./LiveHomePage')).LiveHomePage },
  {
    path: 'live/superleague/:id?',
    load: async () => (await import('./superleague/SuperleagueLivePage')).SuperleagueLivePage,
  },
  { path: 'live/:type/:id?', load: async () => (await import('./LivePage')).LivePage },
];
