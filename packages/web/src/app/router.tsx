import type { ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';

/*
 * The app's router is wouter (docs/decisions/034) over the browser's history: paths match case
 * insensitively and ignore a trailing slash (regexparam's patterns), take optional `:param?`
 * segments, and the first route that matches wins (routes.tsx lists home first, not-found last).
 */

/** A navigation to the address already shown replaces it instead of adding a history entry. */
const replaceSameAddress: AroundNavHandler = (navigate, to, options) => {
  const same = new URL(to, window.location.href).href === window.location.href;
  navigate(to, { ...options, replace: options?.replace ?? same });
};

export function AppRouter({ children }: { children: ReactNode }) {
  return <Router aroundNav={replaceSameAddress}>{children}</Router>;
}
