// Checks the built app's download budget (budget/, measured in the browser), then runs the
// Playwright journeys, both in Debian's chromium. Where no chromium is installed (a laptop
// without it), says so and skips both; CI installs it first, so there the suite always runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.env.CI) {
    console.error(`No browser at ${CHROMIUM_PATH}: CI must install chromium (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log(
    `Skipping the budget and the browser journeys: no browser at ${CHROMIUM_PATH} (apt-get install -y chromium).`,
  );
  process.exit(0);
}

// The files are listed: Node 22+ reads a directory argument of --test as a file name.
const budgetTests = readdirSync(path.join(import.meta.dirname, 'budget'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('budget', name));
const budget = spawnSync(process.execPath, ['--test', ...budgetTests], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
if (budget.status !== 0) process.exit(budget.status ?? 1);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
process.exit(result.status ?? 1);
