// bench/bundle: what each page of the web app makes a first-time visitor download, in gzip bytes
// (gzip -9). Reads the Vite manifest of an existing build; builds nothing itself.
//
//   npm run build -w @darts/web && npm run bundle -w @darts/bench   [dist directory]
//
// "home" is index.html's entry script plus the closure of its static imports (what the page's
// <script> and <link rel="modulepreload"> tags fetch). A lazy page (every dynamic import target
// under src/features) adds its own chunk and the closure of that chunk's static imports.
// Prints figures only; it never passes or fails on them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../packages/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    existsSync(dist)
      ? `No Vite manifest at ${manifestPath}: rebuild the web app (vite.config.ts sets build.manifest).`
      : `No web build at ${dist}.`,
  );
  console.error('Build it first: npm run build -w @darts/web');
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const jsFiles = (keys) => [
  ...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))),
];
const cssFiles = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

const entryKey =
  Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html')) ??
  Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error(`The manifest at ${manifestPath} has no entry chunk.`);
  process.exit(1);
}
const home = closure(entryKey);
const homeJs = sum(jsFiles(home));

const rows = [
  {
    page: `home (${manifest[entryKey].src ?? entryKey})`,
    own: gzipBytes(manifest[entryKey].file),
    initial: homeJs,
    files: jsFiles(home).length,
  },
];

const lazyKeys = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort();
const pageKeys = lazyKeys.filter((k) => (manifest[k].src ?? k).startsWith('src/features/'));
const otherKeys = lazyKeys.filter((k) => !pageKeys.includes(k));

function lazyRow(key) {
  const keys = closure(key, new Set(home));
  const files = jsFiles(keys);
  return {
    page: (manifest[key].src ?? key).replace(/^src\//, ''),
    own: gzipBytes(manifest[key].file),
    initial: sum(files),
    files: files.length,
  };
}
rows.push(...pageKeys.map(lazyRow));

const kB = (bytes) => (bytes / 1000).toFixed(1);
function table(title, list) {
  const width = Math.max(title.length, ...list.map((r) => r.page.length));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(12))).join('  ');
  console.log(line([title, 'own chunk', 'initial JS', 'initial kB', 'over home', 'JS files']));
  console.log(line(['-'.repeat(width), ...Array(5).fill('-'.repeat(12))]));
  for (const r of list) {
    console.log(
      line([
        r.page,
        String(r.own),
        String(r.initial),
        kB(r.initial),
        `+${r.initial - homeJs}`,
        String(r.files),
      ]),
    );
  }
}

console.log(`Web bundle, gzip -9 bytes (${path.relative(process.cwd(), dist) || dist})\n`);
table('page', rows);
if (otherKeys.length) {
  console.log('');
  table('other lazy module', otherKeys.map(lazyRow));
}

const allCss = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.css'))
  .map((f) => `assets/${f}`);
const homeCss = cssFiles(home);
console.log('');
console.log(
  `CSS on the home page: ${sum(homeCss)} bytes gzip (${homeCss.length} file${homeCss.length === 1 ? '' : 's'})`,
);
console.log(
  `CSS in the whole build: ${sum(allCss)} bytes gzip (${allCss.length} file${allCss.length === 1 ? '' : 's'})`,
);
