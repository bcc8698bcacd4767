import type { ComponentType } from 'react';

/**
 * One lazily loaded page. Each feature lists its pages in `features/<area>/pages.ts`; `app/pages.ts`
 * gathers them and the router turns each into a lazy route (its code is a separate chunk).
 */
export interface PageRoute {
  /** React Router path pattern, e.g. `practice/:type?`. */
  path: string;
  /** Loads the page component (a dynamic import). */
  load: () => Promise<ComponentType>;
}
