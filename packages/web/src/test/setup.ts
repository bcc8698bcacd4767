import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages (and react-markdown behind them) are compiled on first use in tests; allow for a
// slow or busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Scoring and scorecards keep work in localStorage: every test starts with an empty one.
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
