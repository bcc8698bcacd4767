import type { RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';
import { Layout } from '../features/shell/Layout';
import { pages } from './pages';
import { RouteError } from './RouteError';

/**
 * Every page except home is a lazy route: its code (and anything only it imports, such as
 * react-bootstrap's Modal or zod) is a separate chunk fetched on first visit.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page render inside the shell, so the menu stays usable; so does the
        // spinner shown while a lazy page's code loads on a first visit.
        errorElement: <RouteError />,
        hydrateFallbackElement: <Spinner label="Loading page" />,
        children: [
          { index: true, element: <HomePage /> },
          ...pages.map((page) => ({ path: page.path, lazy: async () => ({ Component: await page.load() }) })),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/shell/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
