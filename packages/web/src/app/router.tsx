import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/*
 * The app's router: the part of React Router's declarative mode the app uses (BrowserRouter,
 * MemoryRouter, Routes/Route/Outlet, Link, useLocation, useNavigate, useParams, useSearchParams)
 * in about 1.5 kB gzip instead of React Router's 12 kB on every page (docs/decisions/012).
 * Paths match case-insensitively, ignore a trailing slash, take optional `:param?` segments and a
 * final `*`; static segments win over parameters; params are URL-decoded.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation, also to the same address. */
  key: string;
}
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
}
export type NavigateFunction = (to: To, options?: NavigateOptions) => void;
export type Params = Record<string, string | undefined>;

interface Navigator {
  location: Location;
  navigate: NavigateFunction;
}

const NavigatorContext = createContext<Navigator | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

let keys = 0;
const nextKey = () => `k${++keys}`;

function parse(href: string): Omit<Location, 'key'> {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Where `to` leads from `from` (an object without a pathname keeps the current one). */
export function resolve(to: To, from: Pick<Location, 'pathname'>) {
  if (typeof to === 'string') return parse(new URL(to, `http://app.invalid${from.pathname}`).href);
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? '';
  const hash = to.hash ?? '';
  return {
    pathname,
    search: search && !search.startsWith('?') ? `?${search}` : search,
    hash: hash && !hash.startsWith('#') ? `#${hash}` : hash,
  };
}

export const hrefOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('A router hook was used outside a router');
  return navigator;
}

function RouterState({
  initial,
  onNavigate,
  subscribe,
  children,
}: {
  initial: () => Omit<Location, 'key'>;
  onNavigate: (href: string, replace: boolean) => void;
  subscribe?: (update: (location: Omit<Location, 'key'>) => void) => () => void;
  children: ReactNode;
}) {
  const [location, setLocation] = useState<Location>(() => ({ ...initial(), key: 'default' }));
  // The latest location, also between a navigation and its render (two navigations in one event).
  const latestRef = useRef(location);
  const show = useCallback((next: Omit<Location, 'key'>) => {
    latestRef.current = { ...next, key: nextKey() };
    startTransition(() => setLocation(latestRef.current));
  }, []);
  useEffect(() => subscribe?.(show), [subscribe, show]);
  const navigate = useCallback<NavigateFunction>(
    (to, options) => {
      const next = resolve(to, latestRef.current);
      onNavigate(hrefOf(next), Boolean(options?.replace));
      show(next);
    },
    [onNavigate, show],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigatorContext.Provider value={value}>{children}</NavigatorContext.Provider>;
}

const browserLocation = () => parse(window.location.href);
const pushBrowser = (href: string, replace: boolean) => {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
};
const listenBrowser = (update: (location: Omit<Location, 'key'>) => void) => {
  const onPop = () => update(browserLocation());
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
};

/** Keeps the location in the address bar (history.pushState, back and forward). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return (
    <RouterState initial={browserLocation} onNavigate={pushBrowser} subscribe={listenBrowser}>
      {children}
    </RouterState>
  );
}

const ignore = () => undefined;

/** Keeps the location in memory (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const first = initialEntries[initialEntries.length - 1] ?? '/';
  return (
    <RouterState initial={() => parse(first)} onNavigate={ignore}>
      {children}
    </RouterState>
  );
}

export const useLocation = (): Location => useNavigator().location;
export const useNavigate = (): NavigateFunction => useNavigator().navigate;
export const useParams = (): Params => useContext(RouteContext).params;

/** The query string's parameters and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigator();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const text = next.toString();
      navigate({ search: text ? `?${text}` : '', hash: '' }, options);
    },
    [navigate],
  );
  return [params, set];
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** Params when `pattern` matches all of `segments`, else null. Also the match's rank. */
export function matchPath(pattern: string, pathname: string): { params: Params; score: number } | null {
  const segments = pathname.split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  const params: Params = {};
  let score = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i];
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return { params, score: score - 1 };
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        continue;
      }
      try {
        params[name] = decodeURIComponent(segment);
      } catch {
        params[name] = segment;
      }
      score += 2;
    } else {
      if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return null;
      score += 3;
    }
  }
  return segments.length <= parts.length ? { params, score } : null;
}

/** Renders the best-matching route (nested routes render through the parent's <Outlet>). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  let best: { score: number; params: Params; chain: RouteProps[] } | null = null;
  const visit = (nodes: ReactNode, prefix: string, chain: RouteProps[]) => {
    Children.forEach(nodes, (node) => {
      if (!isValidElement<RouteProps>(node)) return;
      const route = node.props;
      const path = route.path ? `${prefix}/${route.path}` : prefix;
      if (route.children) {
        visit(route.children, path, [...chain, route]);
        return;
      }
      const found = matchPath(route.index ? prefix : path, pathname);
      if (found && (!best || found.score > best.score)) best = { ...found, chain: [...chain, route] };
    });
  };
  visit(children, '', []);
  const match = best as { params: Params; chain: RouteProps[] } | null;
  if (!match) return null;
  return match.chain.reduceRight<ReactNode>(
    (outlet, route) => (
      <RouteContext.Provider value={{ params: match.params, outlet }}>
        {route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
};

/** An <a> that navigates inside the app on a plain left click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useNavigator();
  const href = hrefOf(resolve(to, location));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === hrefOf(location) });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}
