// bench/bundle: what each public page of the web app makes a first-time visitor's browser
// download until the network is idle, in gzip -9 bytes, against the budget (100 kB of JS, 15 kB
// of CSS), with each page's files. Starts the server on a demo league and Debian's chromium
// (bench/lib/pageDownloads.mjs); builds nothing itself.
//
//   npm run build && npm run bundle -w @darts/bench          [--files: every page's files]
//
// e2e/budget/bundle.test.mjs fails when a public page exceeds the budget. This script only prints.
import { BUDGET, kB, measurePublicPages } from './lib/bundleSizes.mjs';

const everyFile = process.argv.includes('--files');
let pages;
try {
  pages = await measurePublicPages();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log('First visit until network idle, gzip -9 bytes (packages/web/dist)');
console.log(`Budget for every public page: ${kB(BUDGET.js)} kB of JS, ${kB(BUDGET.css)} kB of CSS\n`);
const width = Math.max(...pages.map((p) => p.page.length));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(10))).join('  ');
console.log(line(['public page', 'JS kB', 'JS files', 'CSS kB', 'CSS files', 'over home', 'budget']));
console.log(line(['-'.repeat(width), ...Array(6).fill('-'.repeat(10))]));
for (const p of pages) {
  const count = (kind) => String(p.files.filter((f) => f.kind === kind).length);
  console.log(
    line([
      p.page,
      kB(p.js),
      count('js'),
      kB(p.css),
      count('css'),
      `+${kB(p.overHome)}`,
      p.over.length ? 'OVER' : 'ok',
    ]),
  );
}

// Each page's files, largest first; the home page's files are on every page, so other pages
// list only their own unless --files is given.
const homeFiles = new Set(pages.find((p) => p.page === 'home').files.map((f) => f.file));
for (const p of pages) {
  const files = p.page === 'home' || everyFile ? p.files : p.files.filter((f) => !homeFiles.has(f.file));
  const shared = p.files.length - files.length;
  console.log(`\n${p.page} (${p.url}): JS ${kB(p.js)} kB, CSS ${kB(p.css)} kB`);
  for (const f of files)
    console.log(`  ${String(f.bytes).padStart(6)}  ${f.kind.padEnd(3)}  ${f.label}  ${f.file}`);
  if (shared) console.log(`  (and the ${shared} files of home)`);
}

for (const p of pages.filter((p) => p.overHomeLimit !== null)) {
  const verdict = p.overHome > p.overHomeLimit ? 'OVER' : 'ok';
  console.log(
    `\n${p.page}: +${kB(p.overHome)} kB of JS over home (limit ${kB(p.overHomeLimit)} kB): ${verdict}`,
  );
}

const over = pages.filter((p) => p.over.length);
console.log('');
console.log(
  over.length
    ? `Over budget (${over.length}; bench/lib/bundleSizes.mjs NOT_YET_WITHIN holds them at their size):\n${over.map((p) => `  ${p.page}: ${p.over.join(', ')}`).join('\n')}`
    : 'Every public page is within the budget.',
);
