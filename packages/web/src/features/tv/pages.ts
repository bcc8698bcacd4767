import type { PageRoute } from '#web/routing/pageRoute';

/** `/tv`: the pub's screen (docs/decisions/044), a lazy page of its own. */
export const tvPages: PageRoute[] = [{ path: 'tv', load: async () => (await import('./TvPage')).TvPage }];
