import type { PageRoute } from '#web/app/pageRoute';

export const adminPages: PageRoute[] = [
  { path: 'admin/:mode?', load: async () => (await import('./adminPage')).loadAdminPage() },
];
