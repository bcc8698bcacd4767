import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** What both web projects share. */
export const webTestOptions = {
  testTimeout: 20000,
  // A worker's test files share its modules: importing React, the app and testing-library once per
  // worker, not once per file, halves the suite. Module state a page load starts without is reset
  // after every test (src/test/resets.ts, docs/decisions/014).
  isolate: false,
  // jsdom's default page is http://localhost:3000/; keep it explicit for cookie and redirect tests.
  environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
};

/**
 * Component tests (.tsx) get a DOM. Plain .ts tests run in node (vitest.node.config.ts) and skip
 * jsdom's set-up, unless a file asks for it with a `@vitest-environment jsdom` comment.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    // A file that replaces a module with vi.mock needs modules of its own (vitest.fresh.config.ts).
    exclude: ['src/**/*.fresh.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    ...webTestOptions,
  },
});
