// bench/tournament: how long the tournament sheet takes to render a 64-side knockout after its
// data arrives. Drives Debian's chromium against a server it starts; the tournament's GET is
// answered by the bench with a 64-side tournament whose every round is played, and the page
// measures from the moment fetch hands the answer over to the frame after the final round is on
// screen. Prints the median and p95 over the runs; the goal is under 100 ms, never
// asserted.
// Usage: node bench/tournament.mjs [runs]   (needs the built web app: npm run build)
/* global window, document, MutationObserver, requestAnimationFrame, performance */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { percentile, startServer } from './lib/server.mjs';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const SIDES = Number(process.env.BENCH_SIDES ?? 64);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

const id = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A 64-side tournament with every round played: side A wins each match 4-1. */
function tournament() {
  const sides = Array.from({ length: SIDES }, (_, i) => ({
    id: id(1000 + i),
    name: `Player ${i + 1}`,
    teamId: null,
    noShow: false,
    players: [{ id: id(2000 + i), name: `Player ${i + 1}`, divisionId: null }],
  }));
  let playing = sides;
  let round = null;
  const rounds = [];
  let match = 0;
  while (playing.length > 1) {
    const matches = [];
    for (let i = 0; i < playing.length; i += 2) {
      matches.push({
        id: id(3000 + match++),
        sideA: playing[i],
        sideB: playing[i + 1],
        scoreA: 4,
        scoreB: 1,
        saygId: null,
      });
    }
    rounds.push({ id: null, name: null, matches, matchOptions: matches.map(() => null), nextRound: null });
    playing = matches.map((m) => m.sideA);
  }
  for (let i = rounds.length - 1; i >= 0; i--) {
    rounds[i].nextRound = round;
    round = rounds[i];
  }
  return {
    id: id(1),
    seasonId: id(2),
    divisionId: null,
    date: '2025-03-01',
    address: 'The Bench',
    type: 'Singles',
    notes: null,
    bestOf: 7,
    host: null,
    opponent: null,
    gender: null,
    singleRound: false,
    accoladesCount: true,
    excludeFromReports: false,
    sides,
    round,
    oneEighties: sides.slice(0, 10).map((s) => ({ id: s.players[0].id, name: s.name })),
    over100Checkouts: sides.slice(0, 10).map((s) => ({ id: s.players[0].id, name: s.name, score: 120 })),
    photos: [],
    created: null,
    author: null,
    updated: '2025-03-01T10:00:00.000Z',
    editor: null,
  };
}

const body = JSON.stringify(tournament());
const server = await startServer({ port: PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The live socket is the bench's: it answers nothing, and sends the changes below.
  let socket = null;
  await page.routeWebSocket(/\/api\/Live\//, (ws) => {
    ws.onMessage((text) => {
      if (JSON.parse(String(text)).type === 'Subscribed') socket = ws;
    });
  });
  await page.route(`**/api/Tournament/${id(1)}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  // Before the app starts: note when fetch hands over the tournament, and when the final is on screen.
  await page.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await fetch(...args);
      if (String(args[0]).includes('/api/Tournament/')) {
        const json = response.json.bind(response);
        response.json = async () => {
          const data = await json();
          window.__arrived = performance.now();
          return data;
        };
        const text = response.text.bind(response);
        response.text = async () => {
          const data = await text();
          window.__arrived = performance.now();
          return data;
        };
      }
      return response;
    };
    // When a live message arrives (before the app's own handler), and the frame after a change shows.
    const Socket = window.WebSocket;
    window.WebSocket = class extends Socket {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => (window.__messageAt = performance.now()));
      }
    };
    window.__nextChange = () =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - window.__messageAt));
        });
        setTimeout(() => resolve(Number.NaN), 5000);
        const options = { childList: true, subtree: true, characterData: true };
        observer.observe(document.querySelector('[data-testid="bracket"]'), options);
      });
    window.__rendered = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.bracket-round:last-child [data-mnemonic]')) return;
        observer.disconnect();
        // The next frame starts (the bracket is in the page), then its layout and paint are done.
        requestAnimationFrame(() => {
          const framed = performance.now() - window.__arrived;
          const resources = performance.getEntriesByType('resource');
          // The breakdown: the data's request, code still being fetched once it arrived, the rest.
          const request = resources.find((r) => r.name.includes('/api/Tournament/'));
          const lateCode = resources
            .filter(
              (r) =>
                r.initiatorType !== 'fetch' && r.name.endsWith('.js') && r.responseEnd > window.__arrived,
            )
            .map((r) => r.responseEnd - window.__arrived);
          const code = Math.max(0, ...lateCode);
          const data = request ? request.responseEnd - request.startTime : Number.NaN;
          setTimeout(() => resolve({ framed, painted: performance.now() - window.__arrived, code, data }), 0);
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  });
  const times = [];
  const painted = [];
  const codes = [];
  const datas = [];
  for (let run = 0; run < RUNS + 2; run++) {
    await page.goto(`${server.url}/tournament/${id(1)}`);
    const ms = await page.evaluate(() => window.__rendered);
    if (run < 2) continue; // the first loads compile the page's code
    times.push(ms.framed);
    painted.push(ms.painted);
    codes.push(ms.code);
    datas.push(ms.data);
  }
  const renders = times.map((t, i) => t - codes[i]);
  const paints = painted.map((p, i) => p - times[i]);
  for (const list of [times, painted, codes, datas, renders, paints]) list.sort((a, b) => a - b);

  // One result changes live (M1 goes 4-1 -> 4-2 and back): only that match's box need change.
  const changes = [];
  const data = JSON.parse(body);
  socket = null;
  await page.goto(`${server.url}/tournament/${id(1)}`);
  await page.evaluate(() => window.__rendered);
  for (let wait = 0; wait < 100 && !socket; wait++) await new Promise((r) => setTimeout(r, 50));
  for (let n = 0; n < RUNS + 2 && socket; n++) {
    data.round.matches[0].scoreB = n % 2 === 0 ? 2 : 1;
    data.updated = new Date(Date.parse('2025-03-01T10:00:00.000Z') + (n + 1) * 1000).toISOString();
    await page.evaluate(() => {
      window.__change = window.__nextChange();
    });
    socket.send(JSON.stringify({ type: 'Update', id: data.id, dataType: 'Tournament', data }));
    const ms = await page.evaluate(() => window.__change);
    if (Number.isNaN(ms)) {
      console.log('  one live result: the page did not show the change (no figure)');
      break;
    }
    if (n >= 2) changes.push(ms);
  }
  changes.sort((a, b) => a - b);
  console.log(
    `Tournament sheet, ${SIDES} sides, every round played (${RUNS} loads; load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  data arrived -> bracket on screen: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (goal < 100 ms)`,
  );
  console.log(
    `  breakdown (medians): data ${percentile(datas, 50).toFixed(1)} ms before it arrived, then code still coming ${percentile(codes, 50).toFixed(1)} ms, render ${percentile(renders, 50).toFixed(1)} ms, layout and paint ${percentile(paints, 50).toFixed(1)} ms`,
  );
  console.log(
    `  data arrived -> bracket laid out and painted: median ${percentile(painted, 50).toFixed(1)} ms, p95 ${percentile(painted, 95).toFixed(1)} ms`,
  );
  if (changes.length > 0)
    console.log(
      `  one live result -> on screen: median ${percentile(changes, 50).toFixed(1)} ms, p95 ${percentile(changes, 95).toFixed(1)} ms`,
    );
  else console.log('  one live result: the page did not subscribe (no figure)');
} finally {
  await browser.close();
  await server.stop();
}
