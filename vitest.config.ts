import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/server',
      'packages/web',
      'packages/web/vitest.node.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
