// bench/season: the goal of proposing a season of 8 divisions x 10 teams and running its health
// checks in under 200 ms on the server. First the core rules alone (lib/seasonCore.mjs), then over
// HTTP against the real server on SQLite: POST /api/Template/Propose/ and GET /api/Season/{id}/health,
// median and worst of 20 each (after 3 warm-up calls). TypeScript runs as the server's does
// (scripts/serverCommand.mjs: Node's own type stripping, or tsx on Node 20).
// Usage: npm run season -w @darts/bench   (BENCH_PORT, default 3203)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../scripts/serverCommand.mjs';
import { ADMIN, client, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3203);
const RUNS = 20;
const runTs = (script, ...args) =>
  execFileSync(process.execPath, [...serverNodeArgs(path.join(here, script)), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

console.log('core (no I/O)');
process.stdout.write(runTs('lib/seasonCore.mjs'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'darts-season-'));
try {
  const { seasonId, templateId } = JSON.parse(runTs('lib/seasonBuild.mjs', dataDir).trim().split('\n').pop());
  const server = await startServer({ port: PORT, dataDir });
  try {
    const admin = client(server.url);
    await admin.request('POST', '/api/Account/Login', {
      emailAddress: ADMIN.email,
      password: ADMIN.password,
    });
    const time = async (label, call) => {
      for (let i = 0; i < 3; i++) await call();
      const samples = [];
      let last;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        last = await call();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(48)} median ${samples[RUNS >> 1].toFixed(1)} ms   worst ${samples[RUNS - 1].toFixed(1)} ms`,
      );
      return last;
    };
    console.log('server over HTTP (SQLite)');
    const proposal = await time('POST /api/Template/Propose/, 8 x 10', () =>
      admin.request('POST', '/api/Template/Propose/', { seasonId, templateId, placeholderMappings: {} }),
    );
    const fixtures = (proposal.body.result?.divisions ?? []).reduce((n, d) => n + d.fixtures.length, 0);
    console.log(
      `  status ${proposal.status}, ${fixtures} fixtures, success: ${proposal.body.success}, healthy: ${proposal.body.result?.proposalHealth.success} ${proposal.body.errors.join('; ')}`,
    );
    const health = await time('GET /api/Season/{id}/health, 8 x 10', () =>
      admin.request('GET', `/api/Season/${seasonId}/health`),
    );
    console.log(`  status ${health.status}, ${Object.keys(health.body?.checks ?? {}).length} checks`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
