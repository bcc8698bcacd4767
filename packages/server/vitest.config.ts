import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    globalSetup: ['test/globalSetup.ts'],
    // Each file builds its own server and database: importing the app once per worker, not once
    // per file, is most of the saving (docs/decisions/014).
    isolate: false,
  },
});
