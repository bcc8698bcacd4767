import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAfterEachTest } from './resets';

/* Component tests (jsdom). Vitest runs a setup file again for each test file, but not the modules
   it imports: the hooks are registered here, not in an imported module. */

const printPage = getConfig().getElementError;
/** True while findBy* and waitFor poll (testing-library's own flag). */
const polling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;

configure({
  // Lazy pages (and the notes' Markdown renderer behind them) are compiled on first use in tests; allow for a
  // slow or busy machine.
  asyncUtilTimeout: 10_000,
  // A miss while polling is thrown away: printing the whole page for it was a tenth of a scorecard
  // test's time. The error a test finally fails with still prints the page.
  getElementError: (message, container) =>
    polling()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : printPage(message, container),
});

// After-hooks run last registered first: unmount, then clear storage, stubs and module state.
afterEach(resetAfterEachTest);
afterEach(() => cleanup());
