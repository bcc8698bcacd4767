import { type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '#web/components/Spinner';
import { lazyComponent, useLoadedCode, type LazyComponent } from '#web/components/lazyComponent';
import { homePage } from '#web/features/home/pages';
import { Layout } from '#web/features/shell/Layout';
import { ErrorBoundary } from '#web/features/shell/ErrorBoundary';
import type { PageRoute } from '#web/routing/pageRoute';
import { pages as appPages } from './pages';

/*
 * The routes, with wouter's <Switch> (app/router.tsx, docs/decisions/034): the first route that
 * matches is shown, so home comes first and not-found last; a feature lists a static path before
 * one with a parameter in its place (`live/connections` before `live/:type`). Data comes from
 * TanStack Query, not route loaders.
 *
 * Every page, home too, is lazy (components/lazyComponent.tsx): its code (and anything only it
 * imports, such as the dialogs or zod) is a separate chunk fetched on first visit, the spinner
 * shown meanwhile, and the page drawn the moment its code is here (no Suspense boundary, which
 * React would hold for 300 ms after its spinner).
 */

interface LazyPage {
  path: string;
  Component: LazyComponent<Record<string, never>>;
  /** One per page component: routes that share a `load` share the component and its boundary. */
  key: string;
}

// One lazy component per `load` function, so several routes showing the same page (e.g. the
// league's /division, /teams, /fixtures ...) render the same component type: moving between them
// keeps the page mounted instead of suspending and remounting it.
const lazyByLoad = new WeakMap<
  PageRoute['load'],
  { Component: LazyComponent<Record<string, never>>; key: string }
>();
let lazyCount = 0;

function toLazy(page: PageRoute): LazyPage {
  let found = lazyByLoad.get(page.load);
  if (!found) {
    const load = page.load;
    found = {
      Component: lazyComponent(load as () => Promise<ComponentType<Record<string, never>>>),
      key: `page-${++lazyCount}`,
    };
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

// Home is the address `/` exactly.
const home = { ...toLazy(homePage), path: '/' };

const notFound = toLazy({
  path: '*',
  load: async () => (await import('#web/features/shell/NotFoundPage')).NotFoundPage,
});

/** A page once its code is here, the spinner (inside the shell) until then. */
function LoadedPage({ page }: { page: LazyComponent<Record<string, never>> }) {
  const Page = page;
  if (!useLoadedCode(page)) return <Spinner label="Loading page" />;
  return <Page />;
}

/** One page, keyed by the page component: a newly shown page waits for its own code. */
function pageElement({ key, Component }: LazyPage) {
  return <LoadedPage key={key} page={Component} />;
}

/**
 * A route showing its page. Routes of one page share its key, so moving between them (the
 * league's /division, /teams ...) keeps the page mounted: <Switch> shows one route at a time, so
 * the shared key is never seen twice.
 */
const pageRoute = (page: LazyPage, path?: string) => (
  <Route key={page.key} path={path}>
    {pageElement(page)}
  </Route>
);

/**
 * The app's routes under the shell. `pages` defaults to every feature's pages (app/pages.ts);
 * tests may pass their own. The outer boundary catches errors in the shell itself; errors inside
 * a page are caught by the shell's own boundary so the menu stays usable.
 */
export function AppRoutes({ pages = appPages }: { pages?: readonly PageRoute[] }) {
  return (
    <ErrorBoundary>
      <Layout>
        <Switch>
          {pageRoute(home, home.path)}
          {lazyPages(pages).map((page) => pageRoute(page, page.path))}
          {/* No path: any address no route above took. */}
          {pageRoute(notFound)}
        </Switch>
      </Layout>
    </ErrorBoundary>
  );
}
