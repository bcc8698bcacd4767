import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from '#web/app/router';
import type { PageRoute } from '#web/app/pageRoute';
import { AppProviders, createAppServices } from '#web/app/providers';
import { AppRoutes } from '#web/app/routes';

/** Where the app is and how to move it, captured from inside the router. */
export interface TestRouter {
  /** The current location (read it after an action; it follows every navigation). */
  readonly location: Location;
  /** Client-side navigation, as a link would do (wrap it in act()). */
  navigate(to: To, options?: NavigateOptions): void;
  /** The data router's shape, kept so `router.state.location` reads as before. */
  readonly state: { readonly location: Location };
}

function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  // Reported during render on purpose: tests read the latest location without waiting for effects.
  const location = useLocation();
  const navigate = useNavigate();
  onRender(location, navigate);
  return null;
}

/**
 * Renders the whole app (shell, routes, providers) at `path` in a memory router, with fresh caches.
 * `pages` replaces the app's lazy pages (e.g. a page that throws).
 */
export function renderApp(path = '/', options: { pages?: readonly PageRoute[] } = {}) {
  const services = createAppServices();
  services.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    get location() {
      if (!probe.location) throw new Error('The router has not rendered yet');
      return probe.location;
    },
    navigate(to, options) {
      if (!probe.navigate) throw new Error('The router has not rendered yet');
      void probe.navigate(to, options);
    },
    get state() {
      return { location: router.location };
    },
  };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onRender={(location, navigate) => {
            probe.location = location;
            probe.navigate = navigate;
          }}
        />
        <AppRoutes pages={options.pages} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, services, user };
}
