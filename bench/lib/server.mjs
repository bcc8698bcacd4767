// Starts the real server as a child process on a throwaway SQLite database and reads its
// resource use from /proc (Linux).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/buildServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'bench@bench.example', password: 'bench-admin-pass' };

export async function startServer({ port, dataDir, env = {} }) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'darts-bench-'));
  // BENCH_SERVER_NODE_FLAGS (e.g. "--trace-gc" or "--cpu-prof --cpu-prof-dir=/tmp/prof") to look
  // inside a server while a bench runs; BENCH_SERVER_LOG to keep its output in a file.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  // The server as `npm start` runs it: bundled (docs/decisions/049).
  const server = await startNode([...flags, await buildServer()], {
    port,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    log: process.env.BENCH_SERVER_LOG,
  });
  return {
    ...server,
    dataDir: dir,
    async stop() {
      await server.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `node ARGS` from the project's root until it prints "running at" (as the server and the
 * benches' plain servers do); `log` keeps what it prints in a file.
 */
export async function startNode(args, { port, env = {}, log }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      if (log) appendFileSync(log, c);
      out += c;
      if (out.includes('running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited ${code}: ${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
    },
  };
}

/** CPU seconds (user + system) and resident memory of a process. */
export function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1];
  return { cpuSeconds: ticks / 100, rssMb: Number(rss) / 1024 };
}

/** A tiny HTTP client keeping one session cookie. */
export function client(baseUrl) {
  let cookie = null;
  const request = async (method, url, body, headers = {}) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        'x-ui-url': baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
