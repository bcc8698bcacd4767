// Lists the web package's two-way imports between rooms, and its circles of files.
//   node scripts/webRooms.mjs [--tests] [--files [--runtime]] [SRC]
// A room is a top-level area of packages/web/src: app, api, components, test, and each
// features/<area>. An import is any specifier (static, type-only, re-export or dynamic import()),
// relative or #web/...; packages are ignored. Test files (*.test.ts, *.test.tsx) are left out
// unless --tests is given. --files also lists every circle of files (import cycles, dynamic
// imports included); with --runtime, type-only imports (`import type`, `export type`) are left
// out of the circles. Exits 1 when it finds a pair (or, with --files, a circle).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const withTests = args.includes('--tests');
const withFiles = args.includes('--files');
const runtimeOnly = args.includes('--runtime');
const SRC = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'packages/web/src');

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
/** The type-only statement a `from` at `index` ends, if it is one. */
const typeOnly = (source, index) =>
  /(?:^|\n)\s*(?:import|export)\s+type\s[^;]*$/.test(source.slice(0, index));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
    return SOURCE.test(name) && (withTests || !TEST.test(name)) ? [full] : [];
  });
}

function resolveFile(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

function target(file, specifier) {
  if (specifier.startsWith('#web/')) return resolveFile(path.join(SRC, specifier.slice('#web/'.length)));
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(file), specifier));
  return null;
}

/** The room of a file: features/<area>, or the first folder below src. */
export function roomOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const files = walk(SRC);
const edges = new Map(files.map((file) => [file, new Set()]));
const runtimeEdges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(SPECIFIER)) {
    const to = target(file, match[1]);
    if (!to || !edges.has(to) || to === file) continue;
    edges.get(file).add(to);
    if (!typeOnly(source, match.index)) runtimeEdges.get(file).add(to);
  }
}

// Room -> room -> an example import, for the report.
const rooms = new Map();
for (const [from, targets] of edges) {
  for (const to of targets) {
    const [a, b] = [roomOf(from), roomOf(to)];
    if (a === b) continue;
    if (!rooms.has(a)) rooms.set(a, new Map());
    if (!rooms.get(a).has(b)) rooms.get(a).set(b, `${path.relative(SRC, from)} -> ${path.relative(SRC, to)}`);
  }
}
const pairs = [];
for (const [a, targets] of rooms) {
  for (const [b, example] of targets) {
    if (a < b && rooms.get(b)?.has(a)) pairs.push([a, b, example, rooms.get(b).get(a)]);
  }
}
console.log(`${pairs.length} two-way pairs between rooms of ${path.relative(process.cwd(), SRC) || '.'}`);
for (const [a, b, there, back] of pairs.sort()) console.log(`  ${a} <-> ${b}\n    ${there}\n    ${back}`);

let circles = [];
if (withFiles) {
  // Tarjan's strongly connected components: each component of more than one file is a circle.
  let index = 0;
  const seen = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    seen.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file)) {
      if (!seen.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), seen.get(to)));
    }
    if (low.get(file) === seen.get(file)) {
      const component = [];
      let next;
      do {
        next = stack.pop();
        onStack.delete(next);
        component.push(path.relative(SRC, next));
      } while (next !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  const graph = runtimeOnly ? runtimeEdges : edges;
  for (const file of files) if (!seen.has(file)) visit(file);
  console.log(`${circles.length} circles of files${runtimeOnly ? ' (type-only imports left out)' : ''}`);
  for (const circle of circles) console.log(`  ${circle.join(', ')}`);
}

process.exitCode = pairs.length || circles.length ? 1 : 0;
