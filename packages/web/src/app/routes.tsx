import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from '#web/app/router';
import { Spinner } from '#web/components/Spinner';
import { homePage } from '#web/features/home/pages';
import { Layout } from '#web/features/shell/Layout';
import { ErrorBoundary } from './ErrorBoundary';
import type { PageRoute } from './pageRoute';
import { pages as appPages } from './pages';

/*
 * Declarative routes (app/router.tsx keeps React Router's declarative API, docs/decisions/006
 * and 012): a data router (createBrowserRouter) costs about 16 kB gzip more on the first page,
 * and the app loads its data with TanStack Query, not route loaders.
 *
 * Every page, home too, is `React.lazy`: its code (and anything only it imports, such as
 * the dialogs or zod) is a separate chunk fetched on first visit.
 */

interface LazyPage {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** One per page component: routes that share a `load` share the component and its boundary. */
  key: string;
}

// One lazy component per `load` function, so several routes showing the same page (e.g. the
// league's /division, /teams, /fixtures ...) render the same component type: moving between them
// keeps the page mounted instead of suspending and remounting it.
const lazyByLoad = new WeakMap<
  PageRoute['load'],
  { Component: LazyExoticComponent<ComponentType>; key: string }
>();
let lazyCount = 0;

function toLazy(page: PageRoute): LazyPage {
  let found = lazyByLoad.get(page.load);
  if (!found) {
    const load = page.load;
    found = { Component: lazy(async () => ({ default: await load() })), key: `page-${++lazyCount}` };
    lazyByLoad.set(load, found);
  }
  return { path: page.path, ...found };
}

// Made once per list, so a page's lazy component (and its loaded code) survives re-renders.
const lazyCache = new WeakMap<readonly PageRoute[], LazyPage[]>();
function lazyPages(pages: readonly PageRoute[]): LazyPage[] {
  let found = lazyCache.get(pages);
  if (!found) {
    found = pages.map(toLazy);
    lazyCache.set(pages, found);
  }
  return found;
}

const home = toLazy(homePage);

const notFound = toLazy({
  path: '*',
  load: async () => (await import('#web/features/shell/NotFoundPage')).NotFoundPage,
});

/**
 * One page inside its own Suspense boundary, keyed by the page component: a newly mounted
 * boundary shows the spinner (inside the shell) while the page's chunk loads, even during the
 * router's transition, where an already visible boundary would keep showing the previous page.
 */
function pageElement({ key, Component }: LazyPage) {
  return (
    <Suspense key={key} fallback={<Spinner label="Loading page" />}>
      <Component />
    </Suspense>
  );
}

/**
 * The app's routes under the shell. `pages` defaults to every feature's pages (app/pages.ts);
 * tests may pass their own. The outer boundary catches errors in the shell itself; errors inside
 * a page are caught by the shell's own boundary so the menu stays usable.
 */
export function AppRoutes({ pages = appPages }: { pages?: readonly PageRoute[] }) {
  return (
    <ErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={pageElement(home)} />
          {lazyPages(pages).map((page) => (
            <Route key={page.path} path={page.path} element={pageElement(page)} />
          ))}
          <Route path="*" element={pageElement(notFound)} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
