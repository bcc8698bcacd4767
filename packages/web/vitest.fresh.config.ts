import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webTestOptions } from './vitest.config';

/**
 * Component tests that replace a module (`vi.mock`) and so need a fresh module graph of their own:
 * files named `*.fresh.test.tsx`, each isolated as every web file was before docs/decisions/014.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-fresh',
    environment: 'jsdom',
    include: ['src/**/*.fresh.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    ...webTestOptions,
    isolate: true,
  },
});
