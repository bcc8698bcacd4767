// bench/visitor-latency: how long a visitor in the pub waits for a throw. Drives two chromium
// pages against a server it starts: a scorer at a desktop scoring a saved practice match, and a
// visitor on a 390 px phone following it at /live/match/{id}. For each visit it prints the time
// from the scorer's key press to the visitor's screen showing the new remaining score
// (pointerdown -> MutationObserver on the visitor's remaining -> next animation frame) and, beside
// it, the socket-only figure: key press -> the visitor's web socket receiving the update.
// Both pages run in one browser on one machine: performance.timeOrigin + performance.now() is one
// clock for both.
// Usage: node bench/visitorLatency.mjs [visits]   (needs the built web app: npm run build)
/* global window, document, MutationObserver, requestAnimationFrame, performance */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { percentile, startServer } from './lib/server.mjs';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.mjs';

const VISITS = Number(process.argv[2] ?? 120);
const WARM_UP = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const GOAL = { median: 50, p99: 150 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

/** In the visitor's page: the time each live Update message arrives on its socket. */
function recordSocketArrivals() {
  window.__updates = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith('{"type":"Update"'))
          window.__updates.push(performance.timeOrigin + performance.now());
      });
    }
  };
}

/** In the visitor's page: resolves with the time the remaining score next changes on screen. */
function nextScreenChange() {
  const target = document.querySelector('[aria-label="Bench remaining"]');
  window.__arrivalsBefore = window.__updates.length;
  window.__shown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    });
    observer.observe(target, { childList: true, characterData: true, subtree: true });
  });
}

/** In the scorer's page: resolves with the time of the next key press. */
function nextPress() {
  window.__pressed = new Promise((resolve) =>
    document.addEventListener('pointerdown', (event) => resolve(performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
}

const server = await startServer({ port: PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const scorer = await (await browser.newContext()).newPage();
  await scorer.goto(`${server.url}/practice/match?yourName=Bench&startingScore=1001&numberOfLegs=99`);
  await scorer.getByLabel('Bench remaining').filter({ hasText: '1001' }).waitFor();
  await scorer.getByRole('button', { name: 'Save', exact: true }).click();
  await scorer.getByText('Saved', { exact: true }).waitFor();
  // The saved match's id is the address's hash (practice/PracticeScorer.tsx).
  const id = new URL(scorer.url()).hash.slice(1);
  if (!id) throw new Error(`The saved match's address has no id: ${scorer.url()}`);

  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  const press = scorer
    .getByRole('group', { name: 'Keypad' })
    .getByRole('button', { name: '45', exact: true });
  const undo = scorer.getByRole('button', { name: 'Undo', exact: true });
  // A match without a leg yet shows no board (LiveMatchBoard): the first throw starts one.
  await press.click();
  await undo.click();
  await scorer
    .getByLabel('Bench remaining')
    .filter({ hasText: /^1001$/ })
    .waitFor();
  const phone = await browser.newContext(iPhone);
  const visitor = await phone.newPage();
  await visitor.addInitScript(recordSocketArrivals);
  await visitor.goto(`${server.url}/live/match/${id}`);
  await visitor.getByLabel('Bench remaining').filter({ hasText: '1001' }).waitFor();

  const screen = [];
  const socket = [];
  for (let i = 0; i < VISITS + WARM_UP; i += 1) {
    await visitor.evaluate(nextScreenChange);
    await scorer.evaluate(nextPress);
    await press.click();
    const pressed = await scorer.evaluate(() => window.__pressed);
    const shown = await visitor.evaluate(() => window.__shown);
    const arrived = await visitor.evaluate(() => window.__updates[window.__arrivalsBefore]);
    if (i >= WARM_UP) {
      screen.push(shown - pressed);
      if (arrived !== undefined) socket.push(arrived - pressed);
    }
    await undo.click();
    await visitor
      .getByLabel('Bench remaining')
      .filter({ hasText: /^1001$/ })
      .waitFor();
  }
  const line = (label, times) => {
    times.sort((a, b) => a - b);
    return `${label.padEnd(36)} visits ${String(times.length).padStart(4)}  median ${percentile(times, 50).toFixed(1).padStart(6)}  p99 ${percentile(times, 99).toFixed(1).padStart(6)}  max ${times.at(-1).toFixed(1).padStart(6)} ms`;
  };
  console.log(line("key press -> visitor's socket", socket));
  console.log(line("key press -> visitor's screen", screen));
  console.log(`goal (quiet machine): screen median under ${GOAL.median} ms, p99 under ${GOAL.p99} ms`);
} finally {
  await browser.close();
  await server.stop();
}
