import { afterEach, vi } from 'vitest';

/* Every web test file, with or without a DOM: each test starts clean. */

afterEach(() => {
  // Scoring and scorecards keep work in localStorage: every test starts with an empty one
  // (tests in node have none).
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
