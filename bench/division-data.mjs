// bench/division-data: a season of 8 divisions x 10 teams x 18 dates with every scorecard (720
// fixtures). Prints, side by side, warm p50/p99 and req/s of GET /api/Division/Data and of a plain
// Node server sending the same bytes from memory (16 and 50 connections, keep-alive, asking
// gzip/br as browsers do), then the time to recompute the answer after a write.
// Usage: node bench/division-data.mjs   (BENCH_SECONDS per server and connection count, default 8; BENCH_PORT default 3202)
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ADMIN, client, percentile, startServer, usage } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 4;
const PORT = Number(process.env.BENCH_PORT ?? 3202);
const CONNECTIONS = [16, 50];
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Runs `connections` keep-alive loops against the URL for `seconds`: latencies (ms), bytes, errors. */
async function load(url, connections, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const loop = async () => {
    while (performance.now() < until) await once();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return { latencies, seconds: (performance.now() - began) / 1000, bytes, errors };
}

/**
 * Loads both servers in alternating slices (ROUNDS each, SECONDS in all per server), so that a
 * busy machine slows both alike; returns req/s, p50, p99 and the server's CPU time per answer.
 */
async function compare(targets, connections) {
  const runs = targets.map(() => ({ latencies: [], seconds: 0, bytes: 0, errors: 0, cpu: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { url, pid }] of targets.entries()) {
      const cpuBefore = usage(pid).cpuSeconds;
      const r = await load(url, connections, SECONDS / ROUNDS);
      runs[i].cpu += usage(pid).cpuSeconds - cpuBefore;
      runs[i].latencies.push(...r.latencies);
      runs[i].seconds += r.seconds;
      runs[i].bytes += r.bytes;
      runs[i].errors += r.errors;
    }
  }
  return runs.map((r) => {
    r.latencies.sort((a, b) => a - b);
    return {
      rps: r.latencies.length / r.seconds,
      p50: percentile(r.latencies, 50),
      p99: percentile(r.latencies, 99),
      kbPerAnswer: r.bytes / Math.max(1, r.latencies.length) / 1024,
      cpuMsPerAnswer: (r.cpu * 1000) / Math.max(1, r.latencies.length),
      errors: r.errors,
    };
  });
}

/** A plain Node server answering every request with the given bytes and headers. */
async function memoryServer(body, headers, port) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'darts-bench-mem-')), 'body');
  writeFileSync(file, body);
  const code = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      child.kill();
      await new Promise((r) => child.on('exit', r));
      rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** GET with the browser's Accept-Encoding, keeping the raw (encoded) bytes. */
function raw(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'darts-bench-division-'));
console.log('building the season (8 divisions x 10 teams x 18 dates, every scorecard)...');
const season = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'lib/divisionSeason.mjs'), dataDir], {
    cwd: path.resolve(here, '..'),
    encoding: 'utf8',
  }),
);
const server = await startServer({ port: PORT, dataDir });
try {
  const dataPath = `/api/Division/Data?divisionId=${season.divisionIds[0]}&seasonId=${season.seasonId}`;
  const url = server.url + dataPath;
  const cold = await raw(url);
  const plain = await new Promise((resolve) =>
    http.get(url, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length)).on('end', () => resolve(n));
    }),
  );
  console.log(
    `${season.fixtures} fixtures; one division's data: ${(plain / 1024).toFixed(0)} kB of JSON, ${(cold.body.length / 1024).toFixed(1)} kB as ${cold.headers['content-encoding'] ?? 'identity'}; first answer ${cold.ms.toFixed(0)} ms`,
  );
  const memory = await memoryServer(
    cold.body,
    // The same bytes on the wire: the product's headers too (security headers included).
    Object.fromEntries(
      Object.entries(cold.headers).filter(
        ([h]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(h),
      ),
    ),
    PORT + 1000,
  );
  try {
    await load(url, 16, 1); // warm-up
    await load(memory.url, 16, 1);
    console.log('\nconnections  server        req/s    p50 ms   p99 ms   kB/answer  CPU ms/answer');
    for (const connections of CONNECTIONS) {
      const [product, mem] = await compare([{ url, pid: server.pid }, memory], connections);
      for (const [name, r] of [
        ['product', product],
        ['memory', mem],
      ]) {
        console.log(
          `${String(connections).padStart(11)}  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${r.kbPerAnswer.toFixed(1).padStart(11)} ${r.cpuMsPerAnswer.toFixed(3).padStart(14)}${r.errors ? `  (${r.errors} errors)` : ''}`,
        );
      }
      console.log(`${''.padStart(11)}  product/memory req/s: ${(product.rps / mem.rps).toFixed(2)}`);
    }
  } finally {
    await memory.stop();
  }

  // A write (a note in the division) evicts the season's answers: the next GET recomputes them.
  const admin = client(server.url);
  await admin.request('POST', '/api/Account/Login', { emailAddress: ADMIN.email, password: ADMIN.password });
  const recompute = [];
  for (let i = 0; i < 7; i++) {
    const written = await admin.request('POST', '/api/Note', {
      date: '2026-02-02',
      note: `Bench note ${i}`,
      seasonId: season.seasonId,
      divisionId: season.divisionIds[0],
    });
    if (written.status !== 200) throw new Error(`note write answered ${written.status}`);
    const after = await raw(url);
    if (after.headers.etag === cold.headers.etag) throw new Error('the write did not change the answer');
    recompute.push(after.ms);
  }
  recompute.sort((a, b) => a - b);
  console.log(
    `\nrecompute after a write (first GET after a note is saved): p50 ${percentile(recompute, 50).toFixed(1)} ms, max ${recompute.at(-1).toFixed(1)} ms (goal: p50 under 20 ms; load average ${loadavg()[0].toFixed(1)})`,
  );
  const { rssMb } = usage(server.pid);
  console.log(`server memory after the runs: ${rssMb.toFixed(0)} MB`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
