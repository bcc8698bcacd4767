import { vi } from 'vitest';
import { resetClientForTests } from '#web/api/client';
import { resetLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { resetBrowserSyncForTests } from '#web/features/scoring/sync/browserSync';

/**
 * After every test, with or without a DOM: each test starts as a fresh page load. The test files
 * of a worker share its modules (`isolate: false`, docs/decisions/014), so the module state a page
 * load would start without is reset here too.
 */
export function resetAfterEachTest(): void {
  // Scoring and scorecards keep work in localStorage: every test starts with an empty one
  // (tests in node have none).
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetClientForTests();
  resetLiveConnectionForTests();
  resetBrowserSyncForTests();
}
