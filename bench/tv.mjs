// bench/tv: a pub TV left on /tv through a night. The real server (demo league, throwaway
// database) serves the built app; chromium (Debian's, as the journeys use) opens /tv at 1920x1080
// while a scorer publishes throw after throw to several boards through the live API
// (POST /api/Live/Update/{id}/Sayg, the HTTP way a scorer's browser publishes); more boards than
// fit, so the TV pages through them as well. At the start and after every step of updates the
// page's heap is measured after a garbage collection (CDP HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage), with its DOM nodes and event listeners (Performance.getMetrics): a TV
// that runs for hours needs them flat, not growing.
// Usage: npm run build && node bench/tv.mjs [updates]   (default 6000); BENCH_BOARDS (default 6),
// BENCH_RATE updates a second (default 25), BENCH_STEPS measurements (default 10).
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.mjs';
import { ADMIN, client, startServer } from './lib/server.mjs';

const UPDATES = Number(process.argv[2] ?? 6000);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 6);
const RATE = Number(process.env.BENCH_RATE ?? 25);
const STEPS = Number(process.env.BENCH_STEPS ?? 10);
const PUBLIC_LIVE_SCORES = '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function call(api, method, url, body) {
  const answer = await api.request(method, url, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * One board's match as it goes: home scores 60 and away 45 a visit, turn about; a leg nearing its
 * end starts again, so the match never finishes (it stays live) and its record stays the size of
 * one leg, as a real night's boards do between legs.
 */
function matchPlay(record) {
  const throws = { home: [], away: [] };
  let side = 'home';
  let stamp = 0;
  return () => {
    if (throws.home.length >= 7) {
      throws.home = [];
      throws.away = [];
      side = 'home';
    }
    throws[side].push({ score: side === 'home' ? 60 : 45, noOfDarts: 3 });
    side = side === 'home' ? 'away' : 'home';
    stamp += 1;
    return {
      ...record,
      // Later than the record's own stamp, each update later than the one before (the web keeps only newer data).
      updated: `${record.updated}~${String(stamp).padStart(8, '0')}`,
      legs: {
        0: {
          startingScore: 501,
          currentThrow: side,
          playerSequence: [
            { value: 'home', text: record.yourName },
            { value: 'away', text: record.opponentName },
          ],
          home: { throws: [...throws.home] },
          away: { throws: [...throws.away] },
        },
      },
    };
  };
}

async function heapOf(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { mb: usedSize / 1024 / 1024, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

const server = await startServer({ port: await freePort(), env: { SEED: 'demo' } });
let browser;
try {
  const admin = client(server.url);
  await call(admin, 'POST', '/api/Account/Login', { emailAddress: ADMIN.email, password: ADMIN.password });
  await call(admin, 'PUT', '/api/Feature', { id: PUBLIC_LIVE_SCORES, configuredValue: 'true' });
  const boards = [];
  for (let i = 0; i < BOARDS; i += 1) {
    const saved = await call(admin, 'POST', '/api/Sayg', {
      yourName: `Home${i + 1}`,
      opponentName: `Away${i + 1}`,
      startingScore: 501,
      numberOfLegs: 3,
    });
    boards.push({ id: saved.result.id, next: matchPlay(saved.result) });
  }
  // Each board's first update puts it on the watch list before the TV opens.
  for (const board of boards) await call(admin, 'POST', `/api/Live/Update/${board.id}/Sayg`, board.next());

  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${server.url}/tv`);
  await page.getByRole('article').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  console.log(
    `/tv at 1920x1080: ${BOARDS} boards, ${UPDATES} throws published at ${RATE} a second (${(UPDATES / RATE / 60).toFixed(1)} min)`,
  );
  console.log('throws  heap MB  DOM nodes  listeners');
  const print = (done, m) =>
    console.log(
      `${String(done).padStart(6)}  ${m.mb.toFixed(2).padStart(7)}  ${String(m.nodes).padStart(9)}  ${String(m.listeners).padStart(9)}`,
    );
  const first = await heapOf(cdp);
  print(0, first);
  const perStep = Math.ceil(UPDATES / STEPS);
  const started = Date.now();
  let last = first;
  const steps = [];
  for (let done = 0; done < UPDATES;) {
    const stepEnd = Math.min(UPDATES, done + perStep);
    for (; done < stepEnd; done += 1) {
      const board = boards[done % boards.length];
      await call(admin, 'POST', `/api/Live/Update/${board.id}/Sayg`, board.next());
      // Paced against the clock: a steady rate, whatever each publish took.
      const due = started + ((done + 1) * 1000) / RATE;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    }
    last = await heapOf(cdp);
    steps.push(last);
    print(done, last);
  }
  const shown = await page.getByRole('article').count();
  // The first step loads the boards' code and fills the query cache: growth is counted after it.
  const settled = steps[0] ?? first;
  const change = last.mb - settled.mb;
  console.log(
    `heap ${first.mb.toFixed(2)} MB at the start, ${settled.mb.toFixed(2)} after the first step, ` +
      `${last.mb.toFixed(2)} at the end (${change >= 0 ? '+' : ''}${change.toFixed(2)} since the first step); ` +
      `${shown} boards on screen at the end`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
