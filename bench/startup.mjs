// The server's start time and its memory at idle on the running Node: from spawning `node` to the
// "running at" line, on an empty database (migrate + demo seed) and on a restart over it, then
// resident memory after a few idle seconds. Bundled, as `npm start` runs it (docs/decisions/049),
// beside the sources run as they are where this Node strips types, and through tsx.
// Usage: npm run startup -w @darts/bench [restarts, default 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../scripts/buildServer.mjs';
import { serverNodeArgs, stripsTypes } from '../scripts/serverCommand.mjs';
import { usage } from './lib/server.mjs';

const restarts = Number(process.argv[2] ?? 3);
const IDLE_MS = 5000;

/** `way`: 'bundle', or the sources as they are ('native') or through tsx ('tsx'). */
function start(dataDir, way) {
  const began = performance.now();
  const args = way === 'bundle' ? [bundle] : serverNodeArgs(undefined, { native: way === 'native' });
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('running at'))
        resolve({ child, ms: performance.now() - began, cpu: usage(child.pid).cpuSeconds });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

async function stop(child) {
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`server stopped with ${code}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(way) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'darts-startup-'));
  try {
    const first = await start(dataDir, way);
    await sleep(IDLE_MS);
    const idle = usage(first.child.pid);
    await stop(first.child);
    const again = [];
    for (let i = 0; i < restarts; i++) {
      const run = await start(dataDir, way);
      again.push(run);
      await stop(run.child);
    }
    return {
      seeded: first.ms,
      seededCpu: first.cpu,
      restart: median(again.map((r) => r.ms)),
      restartCpu: median(again.map((r) => r.cpu)),
      rssMb: idle.rssMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bundle = await buildServer();
const ways = [
  ['bundled (npm start)', 'bundle'],
  ...(stripsTypes ? [['sources (Node strips types)', 'native']] : []),
  ['sources through tsx', 'tsx'],
];
console.log(
  `Node ${process.version}: server start (median of ${restarts} restarts) and memory after ${IDLE_MS / 1000} s idle`,
);
// CPU seconds are the server's own (user + system), steadier than wall time on a busy machine.
console.log('way                            | empty db + seed: wall, CPU | restart: wall, CPU | idle RSS');
for (const [name, way] of ways) {
  const r = await measure(way);
  const cell = (ms, cpu) => `${ms.toFixed(0).padStart(6)} ms, ${cpu.toFixed(2)} s`;
  console.log(
    `${name.padEnd(30)} | ${cell(r.seeded, r.seededCpu).padStart(26)} | ${cell(r.restart, r.restartCpu).padStart(18)} | ${r.rssMb.toFixed(1)} MB`,
  );
}
