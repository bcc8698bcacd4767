import type { ComponentType } from 'react';

/**
 * One lazily loaded page. Each feature lists its pages in `features/<area>/pages.ts`; `app/pages.ts`
 * gathers them and `app/routes.tsx` turns each into a `<Route>` whose element is a `React.lazy`
 * component (its code is a separate chunk) in its own Suspense boundary.
 */
export interface PageRoute {
  /** Path pattern (regexparam's, as wouter matches them: app/router.tsx), e.g. `practice/:type?`. */
  path: string;
  /** Loads the page component (a dynamic import). */
  load: () => Promise<ComponentType>;
}
