// What a first-time visitor's browser downloads on each public page: the built app is served by
// the real server on a demo league, each page is opened in Debian's chromium with an empty cache
// (a new browser context) and every JS and CSS response is counted until the network is idle
// (no request for a second). Lazy chunks fetched on first render, preloads and styles of lazily
// loaded components all count; a file fetched twice counts once.
//
// A file's size is the gzip -9 size of the built file the response carried (read from
// packages/web/dist, or from the response body for anything not in it), not the bytes on the
// wire: the same figure whether the server answered with br or gzip, whatever its compression
// level, so runs compare (docs/decisions/012).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { demoPages } from './demoPages.mjs';
import { ADMIN, startServer } from './server.mjs';

/** The web build the server serves (packages/server/src/http/webApp.ts). */
export const DIST = path.resolve(import.meta.dirname, '../../packages/web/dist');

/** The built files' gzip sizes and names: the manifest's source module or chunk name of each. */
export function readBuild(dist = DIST) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No Vite manifest at ${manifestPath}: build the web app first (npm run build).`);
  }
  /** @type {Record<string, {file: string, src?: string, name?: string, css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const labels = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const label = (chunk.src ?? chunk.name ?? key).replace(/^src\//, '');
    labels.set(chunk.file, label);
    for (const css of chunk.css ?? []) if (!labels.has(css)) labels.set(css, `${label} (styles)`);
  }
  const sizes = new Map();
  return {
    /** gzip -9 bytes of a built file (`assets/x.js`), or null when the build has no such file. */
    gzipBytes(file) {
      const full = path.join(dist, file);
      if (!full.startsWith(dist + path.sep) || !existsSync(full)) return null;
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(full), { level: 9 }).length);
      return sizes.get(file);
    },
    label: (file) => labels.get(file) ?? file,
  };
}

const kindOf = (contentType) =>
  /javascript/.test(contentType) ? 'js' : /text\/css/.test(contentType) ? 'css' : null;

/** How long without a request a page is taken to have fetched all it will. */
const QUIET_MS = 1000;
const MAX_SETTLE_MS = 5000;

/** Opens one page in a fresh context and lists the JS and CSS it fetched until network idle. */
async function measurePage(browser, build, baseUrl, { page: name, url }) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const seen = new Map();
  const pending = [];
  let lastRequestAt = performance.now();
  context.on('request', () => (lastRequestAt = performance.now()));
  context.on('response', (response) => {
    const kind = kindOf(response.headers()['content-type'] ?? '');
    const { pathname } = new URL(response.url());
    if (!kind || seen.has(pathname)) return;
    const file = pathname.replace(/^\//, '');
    const entry = { file, label: build.label(file), kind, bytes: build.gzipBytes(file) };
    seen.set(pathname, entry);
    if (entry.bytes === null)
      pending.push(
        response.body().then((body) => {
          entry.bytes = gzipSync(body, { level: 9 }).length;
        }),
      );
  });
  try {
    const page = await context.newPage();
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    // Playwright calls the network idle after 500 ms without a request; on a busy machine a page
    // can take longer than that to run one chunk and ask for the next, so wait for a quiet second.
    // (At most MAX_SETTLE_MS: a page that polls is never quiet.)
    const settleBy = performance.now() + MAX_SETTLE_MS;
    while (performance.now() - lastRequestAt < QUIET_MS && performance.now() < settleBy)
      await page.waitForTimeout(QUIET_MS / 4);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const files = [...seen.values()].sort((a, b) => b.bytes - a.bytes);
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
  return { page: name, url, js: sum('js'), css: sum('css'), files };
}

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Every public page's download on a first visit: starts the server (demo league, throwaway
 * database) and the browser, measures each page in turn, stops both.
 */
export async function measureDownloads() {
  const build = readBuild();
  const server = await startServer({ port: await freePort(), env: { SEED: 'demo' } });
  let browser;
  try {
    const pages = await demoPages(server.url, ADMIN);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const measured = [];
    for (const page of pages) measured.push(await measurePage(browser, build, server.url, page));
    return measured;
  } finally {
    await browser?.close();
    await server.stop();
  }
}
