import type { PageRoute } from '#web/routing/pageRoute';

/**
 * `/device` (a tablet or TV shows its sign-in code) and `/device/approve` (an administrator approves
 * one): one lazy page, one entry in the page list (decision 051).
 */
export const devicePages: PageRoute[] = [
  { path: 'device/:step?', load: async () => (await import('./devicePage')).loadDevicePage() },
];
