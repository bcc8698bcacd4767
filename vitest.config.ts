import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/server',
      'packages/web',
      'packages/web/vitest.node.config.ts',
      'packages/web/vitest.fresh.config.ts',
      'scripts/vitest.config.mjs',
    ],
    // Vitest's default leaves one core for itself (one worker on a 2-core machine); the workers
    // are where the time goes, so use every core (docs/decisions/014).
    maxWorkers: availableParallelism(),
  },
});
