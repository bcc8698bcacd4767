import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it renders, showing nothing meanwhile: for
 * dialogs and editors that only some visitors open, so a page's first load stays small
 * (docs/decisions/012).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy
export function lazyComponent<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
