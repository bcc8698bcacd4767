import type { PageRoute } from '../../app/pageRoute';

export const adminPages: PageRoute[] = [
  { path: 'admin/:mode?', load: async () => (await import('./AdminPage')).AdminPage },
];
