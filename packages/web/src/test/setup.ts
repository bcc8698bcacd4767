import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup.node';

/* Component tests (jsdom). */

const printPage = getConfig().getElementError;
/** True while findBy* and waitFor poll (testing-library's own flag). */
const polling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;

configure({
  // Lazy pages (and react-markdown behind them) are compiled on first use in tests; allow for a
  // slow or busy machine.
  asyncUtilTimeout: 10_000,
  // A miss while polling is thrown away: printing the whole page for it was a tenth of a scorecard
  // test's time. The error a test finally fails with still prints the page.
  getElementError: (message, container) =>
    polling()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : printPage(message, container),
});

// Registered after setup.node's hook, so it runs first: unmount, then clear storage and stubs.
afterEach(() => cleanup());
