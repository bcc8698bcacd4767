import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** A lazily loaded component; `preload()` starts fetching its code ahead of the first render. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the code; resolves once it is here (a failed fetch resolves too: the render reports it). */
  preload(): Promise<void>;
  /** Whether the code is here: a new use of the component then renders at once, with no Suspense. */
  isLoaded(): boolean;
  /** Why the last fetch of the code failed (undefined when it has not). */
  loadError(): unknown;
};

/**
 * A component whose code is fetched the first time it renders, showing nothing meanwhile: for
 * dialogs and editors that only some visitors open, so a page's first load stays small
 * (docs/decisions/012). Call `preload()` (say, from an effect once the page shows) to have the
 * code ready before it is first needed. `fallback`, when given, is shown with the same props
 * meanwhile (a table row that must not vanish while its richer version loads).
 *
 * Once the code is here, a newly mounted use renders it directly: no Suspense boundary, so React
 * never holds it back (React shows a boundary's content at the earliest 300 ms after its fallback,
 * which made the tournament sheet wait 300 ms for a chunk fetched in 10).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy
export function lazyComponent<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  let failure: unknown;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      failure = undefined;
      return { default: component };
    }));
  const Lazy = lazy(start);
  const Fallback = fallback;
  function LazyComponent(props: P) {
    // Decided once per use: switching between the two would mount the component afresh.
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, {
    preload: () =>
      start().then(
        () => undefined,
        (error: unknown) => {
          // A failed preload is retried by the next render or preload.
          loading = null;
          failure = error;
        },
      ),
    isLoaded: () => loaded !== null,
    loadError: () => failure,
  });
}

/**
 * Whether `component`'s code is here, fetching it when it is not: a page shows its own spinner
 * until then and renders the component directly, never through a Suspense fallback. Null: none
 * wanted yet (not ready). A failed fetch is thrown, for the nearest error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as lazyComponent
export function useLoadedCode(component: LazyComponent<any> | null): boolean {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  const loaded = component?.isLoaded() ?? false;
  useEffect(() => {
    // The code may have come between the render that found it missing and this effect: that render
    // still showed the spinner, so it renders again either way.
    if (!component || loaded) return;
    let live = true;
    void component.preload().then(() => {
      if (!live) return;
      if (component.isLoaded()) setLoaded((n) => n + 1);
      else setFailed({ error: component.loadError() });
    });
    return () => {
      live = false;
    };
  }, [component, loaded]);
  if (failed) throw failed.error;
  return loaded;
}
