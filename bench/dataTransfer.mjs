// bench/dataTransfer: export and import a season of 8 divisions x 10 teams x 18 dates with every
// scorecard (720 fixtures) through POST /api/Data/Export and POST /api/Data/Import, over real HTTP
// between two servers, then the zips that probed the import from outside (bench/lib/importProbes.mjs)
// into a third. Prints each one's time, answer and the server's peak resident memory (goal: under
// 10 s and 300 MB each).
// Usage: node bench/dataTransfer.mjs   (BENCH_PORT default 3208; BENCH_PASSWORD to encrypt the zip;
// BENCH_ONLY=probes for the probes alone)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { manyLargeEntries, manyNotes, PROBE_PASSWORD, saltFlood, sealedBomb } from './lib/importProbes.mjs';
import { ADMIN, client, startServer, usage } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const PASSWORD = process.env.BENCH_PASSWORD ?? '';

/** Runs `work`, sampling the server's resident memory every 20 ms: seconds taken and peak MB. */
async function measured(pid, work) {
  let peak = usage(pid).rssMb;
  const timer = setInterval(() => (peak = Math.max(peak, usage(pid).rssMb)), 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      peakMb: Math.max(peak, usage(pid).rssMb),
    };
  } finally {
    clearInterval(timer);
  }
}

async function signedIn(server) {
  const admin = client(server.url);
  const login = await admin.request('POST', '/api/Account/Login', {
    emailAddress: ADMIN.email,
    password: ADMIN.password,
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return admin;
}

async function postForm(server, admin, zip, dryRun, password) {
  const form = new FormData();
  form.append('zip', new Blob([zip], { type: 'application/zip' }), 'season.zip');
  form.append('dryRun', String(dryRun));
  if (password) form.append('password', password);
  const response = await fetch(`${server.url}/api/Data/Import`, {
    method: 'POST',
    headers: { 'x-ui-url': server.url, cookie: admin.cookie },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function postImport(server, admin, zip, dryRun) {
  const { status, body } = await postForm(server, admin, zip, dryRun, PASSWORD);
  if (status !== 200) throw new Error(`import answered ${status}: ${JSON.stringify(body.errors)}`);
  return body.result.tables;
}

/** Each probe into a fresh server: its answer and the server's peak memory. */
async function probes() {
  const steps = [
    ['zip bomb (sealed, 250 MB)', sealedBomb, false, PROBE_PASSWORD],
    ['salt flood (300 salts)', saltFlood, false, PROBE_PASSWORD],
    ['4,095 x 64 kB notes', manyLargeEntries, false, ''],
    ['60,000 notes', manyNotes, false, ''],
  ];
  console.log('\nprobe                        zip MB  answer  seconds   server peak RSS MB (idle before)');
  for (const [name, build, dryRun, password] of steps) {
    const zip = await build();
    const server = await startServer({ port: PORT + 2 });
    try {
      const admin = await signedIn(server);
      const idle = usage(server.pid).rssMb;
      const r = await measured(server.pid, () => postForm(server, admin, zip, dryRun, password));
      const answer = `${r.result.status}`;
      console.log(
        `${name.padEnd(28)} ${(zip.length / 1024 / 1024).toFixed(2).padStart(6)}  ${answer.padStart(6)}  ${r.seconds.toFixed(2).padStart(7)}   ${r.peakMb.toFixed(0).padStart(6)} (${idle.toFixed(0)})${r.result.status === 200 ? '' : `  ${r.result.body.errors?.[0]?.slice(0, 60)}`}`,
      );
    } finally {
      await server.stop();
    }
  }
}

if (process.env.BENCH_ONLY === 'probes') {
  await probes();
  process.exit(0);
}

const sourceDir = mkdtempSync(path.join(tmpdir(), 'darts-bench-export-'));
console.log('building the season (8 divisions x 10 teams x 18 dates, every scorecard)...');
const season = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'lib/divisionSeason.mjs'), sourceDir], {
    cwd: path.resolve(here, '..'),
    encoding: 'utf8',
  }),
);
const source = await startServer({ port: PORT, dataDir: sourceDir });
const target = await startServer({ port: PORT + 1 });
try {
  const exporter = await signedIn(source);
  const baseline = usage(source.pid).rssMb;
  const exported = await measured(source.pid, async () => {
    const answer = await exporter.request('POST', '/api/Data/Export', {
      password: PASSWORD,
      includeDeletedEntries: true,
      tables: {},
    });
    if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
    return answer.body.result;
  });
  const zip = Buffer.from(exported.result.zip, 'base64');
  console.log(
    `${season.fixtures} fixtures; zip ${(zip.length / 1024 / 1024).toFixed(1)} MB${PASSWORD ? ' (encrypted)' : ''}; games ${exported.result.tables.game}`,
  );
  const importer = await signedIn(target);
  const targetBaseline = usage(target.pid).rssMb;
  const dry = await measured(target.pid, () => postImport(target, importer, zip, true));
  const real = await measured(target.pid, () => postImport(target, importer, zip, false));
  if (real.result.game !== season.fixtures) throw new Error(`imported ${real.result.game} games`);
  console.log('\nstep                  seconds   server peak RSS MB (idle before)');
  for (const [name, r, idle] of [
    ['export', exported, baseline],
    ['import (dry run)', dry, targetBaseline],
    ['import', real, targetBaseline],
  ])
    console.log(
      `${name.padEnd(20)} ${r.seconds.toFixed(2).padStart(8)}   ${r.peakMb.toFixed(0).padStart(6)} (${idle.toFixed(0)})`,
    );
} finally {
  await source.stop();
  await target.stop();
  rmSync(sourceDir, { recursive: true, force: true });
}
await probes();
