// bench/rolling-restart: two instances of the server (bundled, as `npm start` runs it) on one
// PostgreSQL database and Redis, behind nginx from Debian's package started here
// (scripts/nginx.mjs, the configuration packages/server/test/rollingRestart.test.ts starts too,
// docs/deploy.md's). 200 spectators follow one match through nginx as the live page does
// (lib/pageSpectator.mjs: the page's reconnect back-off, no read of its own), while a scorer saves
// a visit at a steady rate through nginx. Each instance is then restarted in turn as systemd's
// restart does it: SIGTERM, wait for the exit, start again, wait for its /readyz.
//
// For each restart it prints how many spectators were dropped, and for each spectator:
// - the gap: the longest time without an update, from the last before the restart to the first
//   after it (for one dropped, the last update before its drop to the first once subscribed again);
// - whole again: from the restart signal to the spectator following again and holding every
//   visit acknowledged by then (the dropped ones only: the others never stopped),
// as p50 / p95 / max. At the end: visits missed (every spectator should hold every stored visit)
// and acknowledged saves lost (every visit answered 200 should be stored). Both must be 0.
//
// The test (packages/server/test/rollingRestart.test.ts) checks the same with the
// server's test harness; this bench runs the real processes and measures.
//
// Usage: node bench/rolling-restart.mjs. BENCH_SPECTATORS (default 200), BENCH_VISIT_MS (a visit
// saved every so many ms, default 200: within the save route's 600 a minute per address),
// BENCH_SETTLE_MS (scoring before the first restart, between restarts and after the last, default
// 5000), BENCH_DATABASE_URL (a PostgreSQL server where a throwaway database is made and dropped,
// default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default the local one).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort, NGINX, startNginx } from '../scripts/nginx.mjs';
import { PAGE_TIMINGS, PageSpectator } from './lib/pageSpectator.mjs';
import { percentile, startServer } from './lib/server.mjs';

const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 200);
const VISIT_MS = Number(process.env.BENCH_VISIT_MS ?? 200);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const ADMIN_DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Spectators per loopback address (127.1.y.z): real spectators come from many addresses (decision 038). */
const SPECTATORS_PER_ADDRESS = 100;
/** The scorer's own address, so its saves count against no one else's limit. */
const SCORER_ADDRESS = '127.2.0.1';

const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (!existsSync(NGINX)) {
  console.error(`${NGINX} is missing: sudo apt-get install nginx`);
  process.exit(1);
}

/** A throwaway database on the PostgreSQL server of BENCH_DATABASE_URL; its URL and a way to drop it. */
async function throwawayDatabase() {
  const name = `darts_rolling_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_DATABASE });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** JSON over HTTP from `localAddress`; null when the connection fails. */
function requester(base, localAddress) {
  const agent = new http.Agent({ keepAlive: true, localAddress });
  const request = (method, url, body, headers = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            'x-ui-url': `${base}/practice`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON (nginx's own error page): the status says enough
            }
            resolve({ status: res.statusCode, body: parsed });
          });
          res.on('error', () => resolve(null));
        },
      );
      req.on('error', () => resolve(null));
      req.end(payload);
    });
  request.close = () => agent.destroy();
  return request;
}

/** A leg-by-leg record of one leg in which every visit scores 1. */
function record(id, visits, lastUpdated) {
  const throws = Array.from({ length: visits }, () => ({ score: 1, noOfDarts: 3 }));
  return {
    id,
    yourName: 'Ann',
    opponentName: null,
    startingScore: 501,
    numberOfLegs: 1,
    legs: {
      0: {
        startingScore: 501,
        currentThrow: 'home',
        playerSequence: [{ value: 'home', text: 'Ann' }],
        home: { throws },
        away: null,
      },
    },
    lastUpdated,
  };
}

const visitsIn = (stored) => stored?.legs?.['0']?.home?.throws?.length ?? 0;

/**
 * Saves visit after visit, one every VISIT_MS, until stopped. A save refused on the way (nginx's
 * 502, a dropped connection) is sent again; one answered 409 was saved but its answer lost while
 * an instance stopped: the record is read, as the page's sync does.
 */
function startScorer(request, created) {
  const scorer = {
    /** Visits the scorer knows are stored (answered 200, or read after a 409). */
    visits: 0,
    /** The highest visit answered 200. */
    acknowledged: 0,
    /** ackAt[k]: when visit k was known stored. */
    ackAt: [0],
    /** Saves sent again, by what came back the first time. */
    retried: {},
    stopping: false,
  };
  let updated = created.updated;
  const known = (visits, at) => {
    for (let k = scorer.visits + 1; k <= visits; k += 1) scorer.ackAt[k] = at;
    scorer.visits = Math.max(scorer.visits, visits);
  };
  scorer.done = (async () => {
    while (!scorer.stopping) {
      const started = now();
      const next = scorer.visits + 1;
      const answer = await request('POST', '/api/Sayg', record(created.id, next, updated), {
        'x-sayg-token': created.editToken,
      });
      if (answer?.status === 200) {
        updated = answer.body.result.updated;
        scorer.acknowledged = next;
        known(next, now());
      } else {
        const why = answer ? String(answer.status) : 'no answer';
        scorer.retried[why] = (scorer.retried[why] ?? 0) + 1;
        if (answer?.status === 409) {
          const read = await request('GET', `/api/Sayg/${created.id}`);
          if (read?.status === 200) {
            updated = read.body.updated;
            known(visitsIn(read.body), now());
          }
        }
      }
      await sleep(Math.max(0, VISIT_MS - (now() - started)));
    }
  })();
  return scorer;
}

/** Visits known stored at `t`. */
function visitsAt(ackAt, t) {
  let k = 0;
  while (k + 1 < ackAt.length && ackAt[k + 1] <= t) k += 1;
  return k;
}

/** The spectator's figures over one restart's window [from, to). */
function figures(spectator, ackAt, from, to) {
  let last = null;
  let gap = 0;
  for (const at of spectator.updates) {
    if (at >= to) break;
    if (at >= from && last !== null) gap = Math.max(gap, at - last);
    last = at;
  }
  // A spectator still waiting at the window's end has waited since its last update.
  if (last !== null) gap = Math.max(gap, to - last);
  const drops = spectator.drops.filter((at) => at >= from && at < to);
  if (drops.length === 0) return { gap, dropped: false };
  const back = spectator.subscribed.find((at) => at > drops.at(-1));
  if (back === undefined) return { gap, dropped: true };
  const opened = spectator.opened.find((at) => at > drops.at(-1));
  // Whole again: following again, and holding every visit known stored when it subscribed again.
  const heldAt = spectator.heldAt[visitsAt(ackAt, back)];
  return {
    gap,
    dropped: true,
    whole: heldAt === undefined ? undefined : Math.max(back, heldAt) - from,
    // From its drop: the socket open again, and the subscription acknowledged.
    open: opened - drops.at(-1),
    subscribed: back - drops.at(-1),
  };
}

const ms = (sorted) =>
  sorted.length
    ? `p50 ${percentile(sorted, 50).toFixed(0)} p95 ${percentile(sorted, 95).toFixed(0)} max ${sorted.at(-1).toFixed(0)} ms`
    : '-';

async function main() {
  console.log(
    `rolling restart: two instances behind ${spawnSync(NGINX, ['-v']).stderr.toString().trim()}, ` +
      `${SPECTATORS} spectators, a visit saved every ${VISIT_MS} ms; load average ${load()}`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'darts-rolling-'));
  const database = await throwawayDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    TRUST_PROXY: 'loopback',
  };
  const ports = [await freePort(), await freePort()];
  const dataDirs = ports.map((_, i) => mkdtempSync(path.join(dir, `instance${i + 1}-`)));
  const start = (i) => startServer({ port: ports[i], dataDir: dataDirs[i], env });
  const instances = [];
  let nginx = null;
  let request = null;
  let scorer = null;
  const spectators = [];
  try {
    // One after the other: the first runs the migrations.
    instances[0] = await start(0);
    instances[1] = await start(1);
    nginx = await startNginx(dir, await freePort(), ports);
    request = requester(nginx.url, SCORER_ADDRESS);

    const created = await request('POST', '/api/Sayg', {
      yourName: 'Ann',
      opponentName: null,
      startingScore: 501,
      numberOfLegs: 1,
      legs: {},
    });
    if (created?.status !== 200) throw new Error(`creating the record: ${created?.status}`);
    const sayg = created.body.result;
    for (let n = 0; n < SPECTATORS; n += 1) {
      const a = Math.floor(n / SPECTATORS_PER_ADDRESS);
      spectators.push(
        new PageSpectator({
          url: nginx.url,
          id: sayg.id,
          localAddress: `127.1.${Math.floor(a / 250)}.${(a % 250) + 1}`,
          now,
        }),
      );
    }
    for (let i = 0; i < SPECTATORS; i += 50)
      await Promise.all(spectators.slice(i, i + 50).map((s) => s.start()));

    scorer = startScorer(request, sayg);
    const restarts = [];
    for (const i of [0, 1]) {
      await sleep(SETTLE_MS);
      const signalled = now();
      await instances[i].stop();
      // Stopped: not stopped again should its start fail.
      instances[i] = null;
      const exited = now();
      instances[i] = await start(i);
      const running = now();
      while ((await fetch(`${instances[i].url}/readyz`).catch(() => null))?.status !== 200) {
        if (now() - running > 30_000) throw new Error(`instance ${i + 1} not ready within 30 s`);
        await sleep(50);
      }
      restarts.push({ i, signalled, exited, running, ready: now() });
    }
    await sleep(SETTLE_MS);
    scorer.stopping = true;
    await scorer.done;
    const end = now();

    const stored = visitsIn((await request('GET', `/api/Sayg/${sayg.id}`))?.body);
    // Every spectator is given up to 10 s to hold the last visit.
    for (let waited = 0; waited < 10_000 && spectators.some((s) => s.held < stored); waited += 100) {
      await sleep(100);
    }

    restarts.forEach((r, n) => {
      const to = restarts[n + 1]?.signalled ?? end;
      const each = spectators.map((s) => figures(s, scorer.ackAt, r.signalled, to));
      const dropped = each.filter((f) => f.dropped);
      const gaps = each.map((f) => f.gap).sort((a, b) => a - b);
      const stayedGaps = each
        .filter((f) => !f.dropped)
        .map((f) => f.gap)
        .sort((a, b) => a - b);
      const acks = scorer.ackAt.slice(visitsAt(scorer.ackAt, r.signalled)).filter((at) => at < to);
      const scorerGap = Math.max(...acks.slice(1).map((at, k) => at - acks[k]));
      const droppedGaps = dropped.map((f) => f.gap).sort((a, b) => a - b);
      const whole = dropped
        .filter((f) => f.whole !== undefined)
        .map((f) => f.whole)
        .sort((a, b) => a - b);
      const secs = (t) => ((t - r.signalled) / 1000).toFixed(2);
      console.log(
        `restart ${n + 1}, instance ${r.i + 1}: exited ${secs(r.exited)} s after SIGTERM, running again ${secs(r.running)} s (bundled and started, as npm start), ready ${secs(r.ready)} s`,
      );
      console.log(
        `  dropped ${dropped.length} of ${SPECTATORS}, back and whole again ${whole.length}` +
          (dropped.length > whole.length ? ` (NOT BACK: ${dropped.length - whole.length})` : ''),
      );
      console.log(
        `  gap, all ${SPECTATORS}: ${ms(gaps)}; the ${dropped.length} dropped: ${ms(droppedGaps)}; the ${stayedGaps.length} not: ${ms(stayedGaps)}`,
      );
      console.log(`  restart signal to holding every visit, the ${dropped.length} dropped: ${ms(whole)}`);
      const stage = (key) =>
        dropped
          .map((f) => f[key])
          .filter((v) => v !== undefined)
          .sort((a, b) => a - b);
      console.log(
        `  from the drop, the dropped: socket open again ${ms(stage('open'))}, subscribed ${ms(stage('subscribed'))} (the page waits ${PAGE_TIMINGS.reconnectBaseMs / 2} to ${PAGE_TIMINGS.reconnectBaseMs} ms)`,
      );
      console.log(`  the scorer's longest wait between two visits stored: ${scorerGap.toFixed(0)} ms`);
    });

    const missed = spectators.reduce((n, s) => n + Math.max(0, stored - s.held), 0);
    const lost = Math.max(0, scorer.acknowledged - stored);
    const errors = spectators.reduce((n, s) => n + s.errors.length, 0);
    const retried = Object.entries(scorer.retried)
      .map(([why, n]) => `${n} after ${why}`)
      .join(', ');
    console.log(
      `visits: ${scorer.acknowledged} answered 200, ${scorer.visits} known stored, ${stored} stored; saves sent again: ${retried || 'none'}`,
    );
    console.log(
      `visits missed at the end: ${missed} (spectators short of the ${stored}: ${spectators.filter((s) => s.held < stored).length})` +
        `; acknowledged saves lost: ${lost}; live errors: ${errors}; load average ${load()}`,
    );
    if (missed || lost) process.exitCode = 1;
  } finally {
    if (scorer) scorer.stopping = true;
    spectators.forEach((s) => s.stop());
    request?.close();
    await nginx?.stop();
    await Promise.all(instances.map((s) => s?.stop()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
