import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createAppServices } from '../app/providers';
import { routes as appRoutes } from '../app/routes';

/** Renders the whole app (shell, router, providers) at `path`, with fresh caches. */
export function renderApp(path = '/', options: { routes?: RouteObject[] } = {}) {
  const services = createAppServices();
  services.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services, user };
}
