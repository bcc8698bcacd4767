import type { PageRoute } from '#web/routing/pageRoute';

export const accountPages: PageRoute[] = [
  { path: 'login', load: async () => (await import('./LoginPage')).LoginPage },
  { path: 'signup', load: async () => (await import('./SignUpPage')).SignUpPage },
  { path: 'logout', load: async () => (await import('./LogoutPage')).LogoutPage },
];
