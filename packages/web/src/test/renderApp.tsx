import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRouter } from '#web/app/router';
import { AppRoutes } from '#web/app/routes';
import { AppProviders, createAppServices } from '#web/appState/providers';
import {
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
} from '#web/routing/location';
import type { PageRoute } from '#web/routing/pageRoute';

/** Where the app is and how to move it, captured from inside the router. */
export interface TestRouter {
  /** The current location (read it after an action; it follows every navigation). */
  readonly location: Location;
  /** Client-side navigation, as a link would do (wrap it in act()). */
  navigate(to: string, options?: NavigateOptions): void;
  /** The data router's shape, kept so `router.state.location` reads as before. */
  readonly state: { readonly location: Location };
}

function RouterProbe({ onRender }: { onRender: (navigate: NavigateFunction) => void }) {
  onRender(useNavigate());
  return null;
}

/**
 * Renders the whole app (shell, routes, providers) at `path` with fresh caches. The router follows
 * jsdom's address and history, as it follows the browser's. `pages` replaces the app's lazy pages
 * (e.g. a page that throws).
 */
export function renderApp(path = '/', options: { pages?: readonly PageRoute[] } = {}) {
  window.history.replaceState(null, '', path);
  const services = createAppServices();
  services.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const probe: { navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    get location() {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash };
    },
    navigate(to, options) {
      if (!probe.navigate) throw new Error('The router has not rendered yet');
      probe.navigate(to, options);
    },
    get state() {
      return { location: router.location };
    },
  };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders services={services}>
      <AppRouter>
        <RouterProbe
          onRender={(navigate) => {
            probe.navigate = navigate;
          }}
        />
        <AppRoutes pages={options.pages} />
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, router, services, user };
}
