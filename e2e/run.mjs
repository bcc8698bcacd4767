// Checks the built app's download budget (budget/), then runs the Playwright journeys in Debian's
// chromium. Where no chromium is installed (a laptop without it), says so and skips the journeys;
// CI installs it first, so there the suite always runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The files are listed: Node 22+ reads a directory argument of --test as a file name.
const budgetTests = readdirSync(path.join(import.meta.dirname, 'budget'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('budget', name));
const budget = spawnSync(process.execPath, ['--test', ...budgetTests], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
if (budget.status !== 0) process.exit(budget.status ?? 1);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`No browser at ${chromium}: CI must install chromium (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log(`Skipping the browser journeys: no browser at ${chromium} (apt-get install -y chromium).`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
process.exit(result.status ?? 1);
