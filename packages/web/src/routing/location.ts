import { useMemo } from 'react';
import { useLocation as useRouterLocation, useParams as useRouteParams } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/*
 * The app routes with wouter (docs/decisions/034): components take `Link` and `useSearchParams`
 * from it directly. These hooks give what its own do not: the address with its hash, as the
 * browser shows it, and the route's named parameters decoded.
 */

export interface Location {
  /** As in the address bar (not decoded), e.g. `/division/Premier%20A/teams`. */
  pathname: string;
  search: string;
  hash: string;
}

/** The address, following every navigation (links, back and forward, hash changes). */
export function useLocation(): Location {
  const pathname = useLocationProperty(() => window.location.pathname);
  const search = useLocationProperty(() => window.location.search);
  const hash = useLocationProperty(() => window.location.hash);
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}

export interface NavigateOptions {
  replace?: boolean;
}
/** `to` is an address, absolute (`/about`) or from here (`?page=2`, `#id`). */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** Client-side navigation, as a link does. */
export function useNavigate(): NavigateFunction {
  return useRouterLocation()[1];
}

export type Params = Record<string, string | undefined>;

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route's named parameters (not wouter's numbered copies), each URL-decoded: `%2F` is `/`. */
export function routeParams(matched: Readonly<Record<string, string | undefined>>): Params {
  return Object.fromEntries(
    Object.entries(matched)
      .filter(([name]) => !/^\d+$/.test(name))
      .map(([name, value]) => [name, value === undefined ? undefined : decodeSegment(value)]),
  );
}

/** The current route's named parameters, e.g. `{ division: 'Premier A', mode: 'teams' }`. */
export function useParams(): Params {
  const matched = useRouteParams();
  return useMemo(() => routeParams(matched), [matched]);
}
