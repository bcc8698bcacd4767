import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const ADMIN = { email: 'secretary@e2e.example', password: 'e2e-admin-pass', name: 'Sally Secretary' };

/*
 * The journeys run in two lanes side by side, each against a server and database of its own (a
 * journey may wipe the league, as the data admin one does), each lane one journey at a time. The
 * files are shared out so the lanes take about as long (seconds measured on the 2-core machine).
 * Journeys that play the demo league's unplayed fixtures share them out in turn: moving one to the
 * other lane leaves its new neighbours fewer (the figures journey took the scorecard's). A third
 * lane (formats, devices, TV, fixture boards and practice in it) was tried on 2026-11-29: 9.4
 * minutes, no faster than two, the two cores busy throughout, and a service worker's install
 * took past its 10-second wait.
 */
const LANES: string[][] = [
  // ~500 s (measured 2026-11-29, the two lanes alone on the machine)
  [
    'phoneWalk',
    'superleagueNight',
    'tournament',
    'league',
    'phone',
    'liveNow',
    'submissions',
    'formats',
    'devices',
    'figures',
  ],
  // ~480 s; the last three only read the league (or play a practice match)
  [
    'scorecard',
    'seasonTools',
    'superleague',
    'shell',
    'practice',
    'dataAdmin',
    'completeCard',
    'home',
    'seasonLists',
    'icons',
    'scoreBoxes',
    'fixtureBoards',
    'tv',
    'live',
    'words',
    'openData',
  ],
];

// A journey in no lane would never run: every file in tests/ must be in exactly one.
const specs = readdirSync(path.join(import.meta.dirname, 'tests')).filter((f) => f.endsWith('.spec.ts'));
const laned = LANES.flat().map((name) => `${name}.spec.ts`);
const unplaced = specs.filter((f) => laned.filter((l) => l === f).length !== 1);
const missing = laned.filter((f) => !specs.includes(f));
if (unplaced.length || missing.length) {
  throw new Error(
    `playwright.config.ts LANES: put each journey in one lane (${[...unplaced, ...missing].join(', ')})`,
  );
}

const laneServer = (port: number) => ({
  command: 'node ../scripts/start.mjs',
  url: `http://127.0.0.1:${port}/api/Site`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'darts-e2e-')),
    SEED: 'demo',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOG_LEVEL: 'warn',
    // The journeys sign in many accounts from one address within a minute.
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
  },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: LANES.length,
  // A journey passes or fails on its first run: a retry would hide a flaky one.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A failed journey leaves a screenshot beside its error's call log. No trace: recording one
    // for every journey (to keep the failed ones') took about 40% of each journey's time, the
    // screencast alone a quarter. Run a failing journey again with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: LANES.map((files, lane) => ({
    name: `lane ${lane + 1}`,
    testMatch: files.map((file) => `${file}.spec.ts`),
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${E2E_PORT + lane}` },
  })),
  webServer: LANES.map((_, lane) => laneServer(E2E_PORT + lane)),
});
