import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
    // jsdom's default page is http://localhost:3000/; keep it explicit for cookie and redirect tests.
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
});
