// bench/live: N spectators on web sockets follow one match while a scorer publishes 10 updates a
// second; prints publish-to-receive latency (p50/p95/p99), server memory and CPU. Then the same
// with two instances sharing Redis (spectators split between them, the scorer on the first).
// Sockets open from the server's own origin, as the application's pages do.
// Usage: node bench/live.mjs [spectators...]   (default 1000 2000 5000); REDIS_URL to override,
// BENCH_PORTS=a,b for the servers' ports (default 3301,3302).
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ADMIN, client, percentile, startServer, usage } from './lib/server.mjs';

const COUNTS = process.argv.slice(2).map(Number).filter(Boolean);
const SPECTATOR_COUNTS = COUNTS.length ? COUNTS : [1000, 2000, 5000];
const RATE = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_LIVE_SCORES = '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63';
const [PORT_A, PORT_B] = (process.env.BENCH_PORTS ?? '3301,3302').split(',').map(Number);
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

function connect(url, id, onUpdate) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/Live/?referrer=bench`, { origin: url });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'Subscribed', id, dataType: 'Sayg' })));
    ws.on('message', (raw) => {
      // Timestamp first and parse as little as possible: 2,000 spectators share this one process,
      // while in real life each has its own device.
      const received = now();
      const text = raw.toString();
      if (text.startsWith('{"type":"Update"')) {
        const at = text.indexOf('"sentAt":');
        if (at >= 0) onUpdate(received - Number.parseFloat(text.slice(at + 9)));
      } else if (text.startsWith('{"type":"Subscribed"')) resolve(ws);
      else if (text.startsWith('{"type":"Marco"')) ws.send('{"type":"Polo"}');
    });
    ws.on('error', reject);
  });
}

async function run(label, servers, spectators) {
  const sayg = await prepare(servers[0].url);
  const latencies = [];
  const sockets = [];
  for (let i = 0; i < spectators; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(spectators, i + 50); j += 1) {
      batch.push(connect(servers[j % servers.length].url, sayg.id, (latency) => latencies.push(latency)));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const publisher = await new Promise((resolve) => {
    const ws = new WebSocket(`${servers[0].url.replace('http', 'ws')}/api/Live/?referrer=bench`, {
      origin: servers[0].url,
    });
    ws.on('open', () => resolve(ws));
  });
  latencies.length = 0;
  const before = servers.map((s) => usage(s.pid));
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
  latencies.sort((a, b) => a - b);
  const expected = sent * spectators;
  const cpu = after.map((a, i) => ((a.cpuSeconds - before[i].cpuSeconds) / elapsed) * 100);
  console.log(
    `${label.padEnd(24)} spectators ${String(spectators).padStart(5)}  received ${latencies.length}/${expected}  ` +
      `latency ms p50 ${percentile(latencies, 50).toFixed(1)} p95 ${percentile(latencies, 95).toFixed(1)} p99 ${percentile(latencies, 99).toFixed(1)}  ` +
      `server rss MB ${after.map((a) => a.rssMb.toFixed(0)).join('+')}  server cpu % ${cpu.map((c) => c.toFixed(0)).join('+')}`,
  );
  publisher.close();
  for (const s of sockets) s.terminate();
  await new Promise((r) => setTimeout(r, 500));
}

console.log(
  `bench/live: ${RATE} updates/s for ${SECONDS} s to one match; publish-to-receive latency measured in the spectators' process`,
);
const single = await startServer({ port: PORT_A });
try {
  for (const n of SPECTATOR_COUNTS) await run('one instance', [single], n);
} finally {
  await single.stop();
}

const first = await startServer({ port: PORT_A, env: { REDIS_URL } });
const second = await startServer({ port: PORT_B, dataDir: first.dataDir, env: { REDIS_URL } });
try {
  for (const n of SPECTATOR_COUNTS) await run('two instances via Redis', [first, second], n);
} finally {
  await second.stop();
  await first.stop();
}
