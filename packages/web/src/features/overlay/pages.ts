import type { PageRoute } from '#web/routing/pageRoute';

/** `/overlay/match/{id}`: a stream overlay (OBS's browser source), loaded through a small loader as the admin page (decision 052). */
export const overlayPages: PageRoute[] = [
  { path: 'overlay/:kind/:id', load: async () => (await import('./overlayPage')).loadOverlayPage() },
];
