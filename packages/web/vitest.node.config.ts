import { defineConfig } from 'vitest/config';
import { webTestOptions } from './vitest.config';

/** The web app's plain .ts tests: no DOM, so no jsdom set-up per file (docs/decisions/014). */
export default defineConfig({
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.node.ts'],
    ...webTestOptions,
  },
});
