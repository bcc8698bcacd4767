import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const ADMIN = { email: 'secretary@e2e.example', password: 'e2e-admin-pass', name: 'Sally Secretary' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'darts-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/Site`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'warn',
      // The journeys sign in many accounts from one address within a minute.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
    },
  },
});
