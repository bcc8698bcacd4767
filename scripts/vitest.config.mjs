import { defineConfig } from 'vitest/config';

/** The repository's own checks over the sources (scripts/*.test.mjs): plain Node, no DOM. */
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
