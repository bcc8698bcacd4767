// bench/bundle: what each page of the web app makes a first-time visitor download, in gzip bytes
// (gzip -9), against the public pages' budget (100 kB of JS, 15 kB of CSS). Reads the Vite
// manifest of an existing build; builds nothing itself.
//
//   npm run build -w @darts/web && npm run bundle -w @darts/bench   [dist directory]
//
// The figures are measured as bench/lib/bundleSizes.mjs describes; e2e/budget/bundle.test.mjs
// fails when a public page exceeds the budget. This script only prints.
import path from 'node:path';
import { BUDGET, defaultDist, kB, measurePublicPages, PUBLIC_PAGES, readBuild } from './lib/bundleSizes.mjs';

const dist = path.resolve(process.argv[2] ?? defaultDist);
let build;
try {
  build = readBuild(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The shell every page downloads first (main.tsx and its static imports).
const shell = build.measure([]);

function table(title, rows) {
  const width = Math.max(title.length, ...rows.map((r) => r.page.length));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(11))).join('  ');
  console.log(
    line([title, 'own chunk', 'initial JS', 'JS kB', 'over shell', 'JS files', 'CSS kB', 'budget']),
  );
  console.log(line(['-'.repeat(width), ...Array(7).fill('-'.repeat(11))]));
  for (const r of rows) {
    console.log(
      line([
        r.page,
        String(r.own),
        String(r.js),
        kB(r.js),
        `+${r.js - shell.js}`,
        String(r.jsFiles),
        kB(r.css),
        r.over === undefined ? '' : r.over.length ? 'OVER' : 'ok',
      ]),
    );
  }
}

console.log(`Web bundle, gzip -9 bytes (${path.relative(process.cwd(), dist) || dist})`);
console.log(`Budget for every public page: ${kB(BUDGET.js)} kB of JS, ${kB(BUDGET.css)} kB of CSS\n`);
const pages = measurePublicPages(build);
table('public page', pages);

const publicModules = new Set(PUBLIC_PAGES.flatMap((p) => p.modules));
const others = build.lazyModules
  .filter((m) => !publicModules.has(m))
  .map((m) => ({ page: m, ...build.measure([m]) }));
if (others.length) {
  console.log('');
  table('other lazy module (no budget)', others);
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
