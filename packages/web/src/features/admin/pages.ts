import type { PageRoute } from '#web/routing/pageRoute';

export const adminPages: PageRoute[] = [
  { path: 'admin/:mode?', load: async () => (await import('./adminPage')).loadAdminPage() },
];
