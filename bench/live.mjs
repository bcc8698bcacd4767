// bench/live: N spectators on web sockets follow one match while a scorer publishes 10 updates a
// second; prints publish-to-receive latency (p50/p95/p99), server memory and CPU, for three
// servers in turn: a bare Node web-socket server writing the same framed bytes to every socket
// (lib/plainLiveServer.mjs, the floor: what this machine can do at all), the product on one
// instance, and two instances sharing Redis (spectators split between them, the scorer on the
// first). Sockets open from the server's own origin, as the application's pages do.
// The spectators are spread over worker processes (lib/liveSpectators.mjs), one per core by
// default, each speaking the protocol over plain TCP with as little work as it allows
// (lib/wsClient.mjs); each measures latency against the timestamp the publisher embeds (one
// machine, one clock). Their CPU is printed too: on a small machine they share the cores with the
// server, and more processes than cores only adds switching between them.
// Usage: node bench/live.mjs [spectators...]   (default 1000 2000 5000); REDIS_URL to override,
// BENCH_PORTS=a,b for the servers' ports (default 3301,3302), BENCH_SECONDS (default 10),
// BENCH_SPECTATOR_PROCESSES (default: the number of cores), BENCH_ONLY=floor,one,redis (the default)
// to run some of the three.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ADMIN, client, percentile, startNode, startServer, usage } from './lib/server.mjs';

const COUNTS = process.argv.slice(2).map(Number).filter(Boolean);
const SPECTATOR_COUNTS = COUNTS.length ? COUNTS : [1000, 2000, 5000];
const RATE = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_LIVE_SCORES = '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63';
const [PORT_A, PORT_B] = (process.env.BENCH_PORTS ?? '3301,3302').split(',').map(Number);
const PROCESSES = Number(process.env.BENCH_SPECTATOR_PROCESSES ?? availableParallelism());
const WORKER = new URL('./lib/liveSpectators.mjs', import.meta.url);
const LABELS = { floor: 'plain Node (the floor)', one: 'one instance', redis: 'two instances via Redis' };
const ONLY = new Set((process.env.BENCH_ONLY ?? 'floor,one,redis').split(','));
const PLAIN = new URL('./lib/plainLiveServer.mjs', import.meta.url).pathname;
const now = () => performance.timeOrigin + performance.now();

async function prepare(url) {
  const admin = client(url);
  await admin.request('POST', '/api/Account/Login', { emailAddress: ADMIN.email, password: ADMIN.password });
  await admin.request('PUT', '/api/Feature', { id: PUBLIC_LIVE_SCORES, configuredValue: 'true' });
  const scorer = client(url);
  const created = await scorer.request('POST', '/api/Sayg', {
    yourName: 'Home',
    opponentName: 'Away',
    legs: {},
  });
  return created.body.result;
}

/** A spectators' worker process and a way to wait for its next answer. */
function startWorker() {
  const child = fork(WORKER, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answers = [];
  const waiting = [];
  child.on('message', (message) => (waiting.length ? waiting.shift()(message) : answers.push(message)));
  const failed = new Promise((_, reject) =>
    child.on('exit', (code) => code && reject(new Error(`worker exited ${code}`))),
  );
  const ask = (message) => {
    child.send(message);
    return Promise.race([
      failed,
      new Promise((resolve) => (answers.length ? resolve(answers.shift()) : waiting.push(resolve))),
    ]);
  };
  return { child, ask };
}

/**
 * The floor: a bare Node web-socket server writing the same framed bytes to every socket. It runs
 * with the product's BENCH_SERVER_NODE_FLAGS too (`--trace-gc` side by side), its output kept in
 * BENCH_SERVER_LOG's file with `.floor` after its name.
 */
async function startPlainServer(port) {
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const log = process.env.BENCH_SERVER_LOG && `${process.env.BENCH_SERVER_LOG}.floor`;
  return { ...(await startNode([...flags, PLAIN, String(port)], { port, log })), plain: true };
}

/** p99 by "label/spectators", for the summary. */
const p99s = new Map();

async function run(label, servers, spectators) {
  // The plain server checks nothing: any id will do.
  const sayg = servers[0].plain ? { id: randomUUID(), editToken: '' } : await prepare(servers[0].url);
  const urls = servers.map((s) => s.url);
  const workers = [];
  const connected = [];
  const processes = Math.max(1, Math.min(PROCESSES, spectators));
  for (let offset = 0, i = 0; i < processes; i += 1) {
    const worker = startWorker();
    workers.push(worker);
    const count = Math.floor((spectators * (i + 1)) / processes) - offset;
    connected.push(worker.ask({ cmd: 'connect', urls, id: sayg.id, count, offset }));
    offset += count;
  }
  await Promise.all(connected);
  const publisher = await new Promise((resolve) => {
    const ws = new WebSocket(`${servers[0].url.replace('http', 'ws')}/api/Live/?referrer=bench`, {
      origin: servers[0].url,
    });
    ws.on('open', () => resolve(ws));
  });
  await Promise.all(workers.map((w) => w.ask({ cmd: 'start' })));
  const before = servers.map((s) => usage(s.pid));
  const clientsBefore = workers.map((w) => usage(w.child.pid));
  const started = now();
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      sent += 1;
      publisher.send(
        JSON.stringify({
          type: 'Update',
          id: sayg.id,
          dataType: 'Sayg',
          token: sayg.editToken,
          data: { id: sayg.id, yourName: 'Home', opponentName: 'Away', legs: {}, sentAt: now(), n: sent },
        }),
      );
      if (sent >= RATE * SECONDS) {
        clearInterval(timer);
        setTimeout(resolve, 1000);
      }
    }, 1000 / RATE);
  });
  const elapsed = (now() - started) / 1000;
  const after = servers.map((s) => usage(s.pid));
  const clientsAfter = workers.map((w) => usage(w.child.pid));
  const reports = await Promise.all(workers.map((w) => w.ask({ cmd: 'report' })));
  const latencies = new Float64Array(reports.reduce((n, r) => n + r.latencies.length, 0));
  reports.reduce((at, r) => (latencies.set(r.latencies, at), at + r.latencies.length), 0);
  latencies.sort();
  const clientCpu = clientsAfter.reduce(
    (total, a, i) => total + ((a.cpuSeconds - clientsBefore[i].cpuSeconds) / elapsed) * 100,
    0,
  );
  const expected = sent * spectators;
  const cpu = after.map((a, i) => ((a.cpuSeconds - before[i].cpuSeconds) / elapsed) * 100);
  console.log(
    `${label.padEnd(24)} spectators ${String(spectators).padStart(5)}  received ${latencies.length}/${expected}  ` +
      `latency ms p50 ${percentile(latencies, 50).toFixed(1)} p95 ${percentile(latencies, 95).toFixed(1)} p99 ${percentile(latencies, 99).toFixed(1)}  ` +
      `server rss MB ${after.map((a) => a.rssMb.toFixed(0)).join('+')}  server cpu % ${cpu.map((c) => c.toFixed(0)).join('+')}  ` +
      `spectators: ${workers.length} processes, cpu % ${clientCpu.toFixed(0)}`,
  );
  p99s.set(`${label}/${spectators}`, percentile(latencies, 99));
  publisher.close();
  await Promise.all(
    workers.map((w) => {
      const exited = new Promise((r) => w.child.on('exit', r));
      w.child.send({ cmd: 'close' });
      return exited;
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
}

console.log(
  `bench/live: ${RATE} updates/s for ${SECONDS} s to one match; publish-to-receive latency measured in the spectators' processes`,
);
if (ONLY.has('floor')) {
  const plain = await startPlainServer(PORT_A);
  try {
    for (const n of SPECTATOR_COUNTS) await run(LABELS.floor, [plain], n);
  } finally {
    await plain.stop();
  }
}

if (ONLY.has('one')) {
  const single = await startServer({ port: PORT_A });
  try {
    for (const n of SPECTATOR_COUNTS) await run(LABELS.one, [single], n);
  } finally {
    await single.stop();
  }
}

if (ONLY.has('redis')) {
  const first = await startServer({ port: PORT_A, env: { REDIS_URL } });
  const second = await startServer({ port: PORT_B, dataDir: first.dataDir, env: { REDIS_URL } });
  try {
    for (const n of SPECTATOR_COUNTS) await run(LABELS.redis, [first, second], n);
  } finally {
    await second.stop();
    await first.stop();
  }
}

// The summary: each p99 beside the floor's, and the target (under 50 ms).
console.log(
  '\np99 ms (target under 50)      ' + SPECTATOR_COUNTS.map((n) => String(n).padStart(16)).join(''),
);
for (const [key, label] of Object.entries(LABELS).filter(([k]) => ONLY.has(k))) {
  const cells = SPECTATOR_COUNTS.map((n) => {
    const p99 = p99s.get(`${label}/${n}`);
    const floor = p99s.get(`${LABELS.floor}/${n}`);
    const ratio = key === 'floor' || !floor ? '' : ` (x${(p99 / floor).toFixed(2)})`;
    return `${p99.toFixed(1)}${ratio}`.padStart(16);
  });
  console.log(label.padEnd(30) + cells.join(''));
}
