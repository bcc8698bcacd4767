import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/api/client';
import type { AppStore } from './appStore';

/**
 * How a failed query or mutation is surfaced. This is the one shared place for error
 * handling (EXAMPLES habit 13): hooks only declare `meta`, they never write `onError`.
 *
 * - `errorTitle`: open the error dialog with that title (e.g. "Could not save access").
 * - `handlesErrors`: the screen shows the error itself (sign-in form, detail panels).
 * - neither: the shell's error panel shows it and reports it to the server; except a read that
 *   failed for want of signal (below).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  handlesErrors?: boolean;
}

export interface AppMutationMeta extends Record<string, unknown> {
  errorTitle?: string;
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * A read that failed for want of signal: fetch rejected (no answer came) while the browser knows it
 * is offline. No panel for it: the page keeps what it shows (kept answers say how old they are,
 * the scorer keeps its throws), and there is nothing to report.
 */
const noSignal = (error: unknown) =>
  !isApiError(error) && typeof navigator !== 'undefined' && navigator.onLine === false;

export function createQueryClient(store: AppStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.handlesErrors || noSignal(error)) return;
        store.setError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const meta = mutation.meta;
        if (meta?.handlesErrors) return;
        if (meta?.errorTitle) store.showErrorDialog({ title: meta.errorTitle, error });
        else store.setError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves; network blips and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}
