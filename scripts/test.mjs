// `npm test`: the static checks side by side (each with its cache under node_modules/.cache), then
// the unit suite, the web build and the browser suite (download budget and journeys). Prints each
// step's wall and CPU time; with STEP_TIMES=FILE it also appends them there (.ci/run's table).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'darts-test-'));

/** Bash's `times` after the command: CPU of the step and everything it waited for. */
function step(name, command) {
  const timesFile = path.join(scratch, `${name.replace(/\W+/g, '-')}.times`);
  const started = performance.now();
  const script = `${command}\nstatus=$?\ntimes > '${timesFile}'\nexit $status`;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      const wall = (performance.now() - started) / 1000;
      let cpu = NaN;
      try {
        cpu = [...readFileSync(timesFile, 'utf8').matchAll(/(\d+)m([\d.]+)s/g)]
          .map(([, m, s]) => Number(m) * 60 + Number(s))
          .reduce((a, b) => a + b, 0);
      } catch {
        // The command ended bash itself: no CPU figure.
      }
      resolve({ name, ok: code === 0, wall, cpu });
    });
  });
}

const results = [];
async function run(...steps) {
  const done = await Promise.all(steps.map(([name, command]) => step(name, command)));
  results.push(...done);
  return done.every((r) => r.ok);
}

const ok =
  (await run(
    ['typecheck', 'npm run --silent typecheck'],
    ['lint', 'npm run --silent lint'],
    ['format', 'npm run --silent format:check'],
  )) &&
  (await run(['unit suite', 'npm run --silent test:unit'])) &&
  (await run(['web build', 'npm run --silent build'])) &&
  (await run(['budget and journeys', 'npm test --silent -w @darts/e2e']));
rmSync(scratch, { recursive: true, force: true });

const fmt = (n) => (Number.isNaN(n) ? '-' : n.toFixed(0));
console.log('\nnpm test: where the time went (s; the static checks ran side by side)');
console.log('step'.padEnd(22), 'wall'.padStart(6), 'CPU'.padStart(6), ' result');
for (const r of results) {
  console.log(r.name.padEnd(22), fmt(r.wall).padStart(6), fmt(r.cpu).padStart(6), r.ok ? ' ok' : ' FAILED');
}
if (process.env.STEP_TIMES) {
  appendFileSync(
    process.env.STEP_TIMES,
    results
      .map((r) => `npm test: ${r.name}\t${fmt(r.wall)}\t${fmt(r.cpu)}\t${r.ok ? 'ok' : 'FAILED'}\n`)
      .join(''),
  );
}
process.exit(ok ? 0 : 1);
