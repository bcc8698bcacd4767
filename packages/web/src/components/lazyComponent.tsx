import { lazy, Suspense, type ComponentType } from 'react';

/** A lazily loaded component; `preload()` starts fetching its code ahead of the first render. */
export type LazyComponent<P> = ComponentType<P> & { preload(): void };

/**
 * A component whose code is fetched the first time it renders, showing nothing meanwhile: for
 * dialogs and editors that only some visitors open, so a page's first load stays small
 * (docs/decisions/012). Call `preload()` (say, from an effect once the page shows) to have the
 * code ready before it is first needed. `fallback`, when given, is shown with the same props
 * meanwhile (a table row that must not vanish while its richer version loads).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy
export function lazyComponent<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start);
  const Fallback = fallback;
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, {
    preload: () => {
      // A failed preload is retried by the first render (React.lazy reports its error there).
      start().catch(() => {
        loading = null;
      });
    },
  });
}
