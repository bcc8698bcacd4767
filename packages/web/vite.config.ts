import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { familyGroups } from './build/chunkGroups';

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

/*
 * A lazy import's preload list (Vite's `__vite__mapDeps`, file names with their hashes, kept in
 * the importing chunk) leaves out the files its importer has already loaded: a module runs only
 * after its static imports, so theirs are loaded by then. Every lazy import (a page, a tab, a
 * dialog) then lists only what it adds, which takes bytes off the first load (docs/decisions/012).
 */
let builtBundle: OutputBundle | null = null;
const loadedWith = new Map<string, Set<string>>();

function captureBundle(): Plugin {
  return {
    name: 'darts-capture-bundle',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtBundle = bundle;
        loadedWith.clear();
      },
    },
  };
}

/** A chunk and, transitively, its static imports: loaded whenever the chunk's code runs. */
function filesLoadedWith(file: string): Set<string> {
  let files = loadedWith.get(file);
  if (!files) {
    const found = new Set<string>();
    const visit = (name: string) => {
      if (found.has(name)) return;
      found.add(name);
      const chunk = builtBundle?.[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(file);
    files = found;
    loadedWith.set(file, files);
  }
  return files;
}

/**
 * The installable app (docs/decisions/053): a web app manifest and a service worker built by
 * vite-plugin-pwa (Workbox) that keeps the app's files for opening without signal, and the API's
 * answers to fall back on offline. Registered by the page (features/offline), only where it is
 * wanted (scoring, the TV, a signed-in device, the installed app); a new version waits to be
 * taken (never forced mid-leg).
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
    manifest: {
      name: 'Darts league',
      short_name: 'Darts',
      description: 'League nights, scorecards, leg-by-leg scoring and live boards',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0d6efd',
      icons: [
        { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['**/privacy-policy.html', '**/terms-of-service.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The API's answers, fresh when there is signal, the last one had when there is none.
          urlPattern: ({ url, request }) => url.pathname.startsWith('/api/') && request.method === 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'api',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 300 },
            // 204: nobody signed in (GET /api/Account), an answer as worth keeping as any.
            cacheableResponse: { statuses: [200, 204] },
            plugins: [
              {
                // Each kept answer is stamped with when it was kept: served without signal, the page
                // says how old its data is (features/offline/keptAnswers.ts reads x-kept-at).
                cacheWillUpdate: async ({ response }) => {
                  const headers = new Headers(response.headers);
                  headers.set('x-kept-at', String(Date.now()));
                  const { status, statusText } = response;
                  return new Response(response.body, { status, statusText, headers });
                },
              },
            ],
          },
        },
      ],
    },
  });
}

export default defineConfig({
  base: '/',
  plugins: [react(), buildInfoMeta(), captureBundle(), installableApp()],
  resolve: {
    alias: [
      // wouter reads the location through the useSyncExternalStore shim for React before 18; React 19
      // has its own, so the shim (and its CommonJS wrapper) stays out of every page (docs/decisions/034).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      // core's CSV writer (openData/csv.ts) uses csv-stringify's Node build, which reads Node's
      // Buffer; pages load its browser build, the same API with what it needs of Buffer inside.
      { find: /^csv-stringify\/sync$/, replacement: 'csv-stringify/browser/esm/sync' },
    ],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5's SCSS (src/app/bootstrap.scss) uses Sass features Dart Sass now deprecates.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'if-function', 'global-builtin', 'color-functions'],
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page needs (bench/bundle.mjs reads it).
    manifest: true,
    // Every browser the default target admits loads module scripts; the preload polyfill would
    // cost every visitor ~0.3 kB gzip for the few without <link rel="modulepreload"> (Safari
    // before 17), which still work, only with one more round trip.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !filesLoadedWith(hostId).has(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // Files are named by their content's hash alone: the shell's preload lists and every
        // import between chunks spell out file names, and the modules' names in them cost each
        // visitor about 0.6 kB (home) to 1 kB (division pages) gzip. The manifest
        // (dist/.vite/manifest.json) says which source each file holds (docs/decisions/031).
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // React and React DOM change rarely: one long-cached chunk that app deploys
        // don't evict. zod is only loaded by pages that validate forms (sign-in, sign-up, admin).
        // Everything else the first page imports statically (`$initial`: the shell, the API
        // client, the eager part of TanStack Query) goes into the entry as one chunk: left alone,
        // Rolldown splits modules shared by the entry and lazy pages into extra common chunks,
        // which cost the home page ~1.5 kB gzip more. Code only lazy pages use (useMutation, ...)
        // stays out of it. See docs/decisions/006 and 007.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
            ...familyGroups,
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
