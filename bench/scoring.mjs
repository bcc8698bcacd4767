// bench/scoring: how fast the practice page answers a keypad press. Drives Debian's chromium
// against a server it starts and prints the time from a press to the updated remaining score on
// screen (pointerdown -> MutationObserver on the remaining -> next animation frame), median and
// p95 over 200 presses: once for a match kept only in the browser, once for a saved match whose
// every visit is also synced to the server in the background.
// Usage: node bench/scoring.mjs [presses]   (needs the built web app: npm run build)
/* global window, document, MutationObserver, requestAnimationFrame, performance */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { percentile, startServer } from './lib/server.mjs';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.mjs';

const PRESSES = Number(process.argv[2] ?? 200);
const WARM_UP = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

async function measure(page, presses) {
  const remaining = page.getByLabel('Bench remaining');
  const press = page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '45', exact: true });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const times = [];
  for (let i = 0; i < presses + WARM_UP; i += 1) {
    await page.evaluate(() => {
      const target = document.querySelector('output[aria-label="Bench remaining"]');
      window.__pressed = new Promise((resolve) => {
        let start = 0;
        const onDown = (event) => {
          start = event.timeStamp;
        };
        document.addEventListener('pointerdown', onDown, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(target, { childList: true, characterData: true, subtree: true });
      });
    });
    await press.click();
    const ms = await page.evaluate(() => window.__pressed);
    if (i >= WARM_UP) times.push(ms);
    await undo.click();
    await remaining.filter({ hasText: /^1001$/ }).waitFor();
  }
  return times.sort((a, b) => a - b);
}

const report = (label, times) =>
  console.log(
    `${label.padEnd(34)} presses ${times.length}  press -> remaining on screen ms  median ${percentile(times, 50).toFixed(1)}  p95 ${percentile(times, 95).toFixed(1)} (goal: under one frame, 16 ms)  max ${times.at(-1).toFixed(1)}  load average ${loadavg()[0].toFixed(1)}`,
  );

const server = await startServer({ port: PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/practice/match?yourName=Bench&startingScore=1001&numberOfLegs=99`);
  await page.getByLabel('Bench remaining').filter({ hasText: '1001' }).waitFor();
  report('practice, kept in the browser', await measure(page, PRESSES));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
  report('practice, saved and syncing', await measure(page, PRESSES));
  await page.getByText('Saved', { exact: true }).waitFor();
} finally {
  await browser.close();
  await server.stop();
}
