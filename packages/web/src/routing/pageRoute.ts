import type { ComponentType } from 'react';

/**
 * One lazily loaded page. Each feature lists its pages in `features/<area>/pages.ts`; `app/pages.ts`
 * gathers them and `app/routes.tsx` turns each into a `<Route>` showing a spinner until the page's
 * code (a separate chunk) is here, then the page.
 */
export interface PageRoute {
  /** Path pattern (regexparam's, as wouter matches them: app/router.tsx), e.g. `practice/:type?`. */
  path: string;
  /** Loads the page component (a dynamic import). */
  load: () => Promise<ComponentType>;
}
