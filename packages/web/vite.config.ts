import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Fills index.html's build meta tags (`%BUILD_BRANCH%` ...) from the CI's environment
 * (VITE_BUILD_BRANCH, VITE_BUILD_VERSION, VITE_BUILD_DATE, VITE_BUILD_PR_NAME, VITE_BUILD_PR_NUMBER).
 * Unset values become empty; values are HTML-escaped because a PR name may hold quotes.
 */
function buildInfoMeta(): Plugin {
  const escapeHtml = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    name: 'darts-build-info-meta',
    transformIndexHtml: (html) =>
      html.replace(/%BUILD_([A-Z_]+)%/g, (_, key: string) =>
        escapeHtml(process.env[`VITE_BUILD_${key}`] ?? ''),
      ),
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), buildInfoMeta()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get their own long-cached chunks; app deploys don't evict them.
        // zod is only loaded by pages that validate forms (sign-in, sign-up, admin).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // The API (and its live web socket at /api/Live/) runs on the server's port in development.
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
